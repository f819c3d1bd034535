import { type LanguageCode, SHOP } from '@shop/shared';
import { html, type SafeHtml, safeUrl } from './mail.html.js';

/**
 * The one mail layout of the shop: a table-based, inline-styled page (what Gmail, Outlook and Apple
 * Mail all render alike) in the brand's ivory, rose and plum, with a plain-text twin. A mail is a list
 * of blocks; each block renders itself both as HTML and as text, so the two parts never drift apart.
 */
export type MailLanguage = LanguageCode;

export interface MailBlock {
  html: SafeHtml;
  /** the block in the text part; an empty string leaves it out */
  text: string;
}

export const PALETTE = {
  ivory: '#FAF6F1',
  paper: '#FFFFFF',
  line: '#EADCD3',
  rose: '#C98B8E',
  roseTint: '#F7E9E6',
  plum: '#5A2A4B',
  ink: '#3B2B34',
  muted: '#8B7A82',
} as const;
const SERIF = "Georgia, 'Times New Roman', Times, serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const MONO = "'Courier New', Courier, monospace";

export function heading(text: string): MailBlock {
  return {
    html: html`<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:26px;line-height:34px;font-weight:normal;color:${PALETTE.plum};">${text}</h1>`,
    text,
  };
}

export function paragraph(text: string): MailBlock {
  return { html: html`<p style="margin:0 0 16px;">${text}</p>`, text };
}

/** A paragraph with markup of its own (a link, bold words); its text version is given separately. */
export function richParagraph(content: SafeHtml, text: string): MailBlock {
  return { html: html`<p style="margin:0 0 16px;">${content}</p>`, text };
}

/** Small, muted print: validity, "if you did not ask…". */
export function finePrint(text: string): MailBlock {
  return {
    html: html`<p style="margin:0 0 12px;font-size:13px;line-height:20px;color:${PALETTE.muted};">${text}</p>`,
    text,
  };
}

/** A "bulletproof" button: a table cell with a background, which Outlook renders too. */
export function button(label: string, url: string): MailBlock {
  const href = safeUrl(url);
  return {
    html: html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${PALETTE.plum}" style="border-radius:3px;background-color:${PALETTE.plum};">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 34px;font-family:${SANS};font-size:14px;font-weight:bold;letter-spacing:1.5px;text-transform:uppercase;color:#FFFFFF;text-decoration:none;border-radius:3px;">${label}</a>
</td></tr></table>`,
    text: `${label}: ${href}`,
  };
}

/** The link of a button written out, for clients that hide buttons. */
export function linkFallback(intro: string, url: string): MailBlock {
  const href = safeUrl(url);
  return {
    html: html`<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${PALETTE.muted};">${intro}<br><a href="${href}" target="_blank" style="color:${PALETTE.plum};word-break:break-all;">${href}</a></p>`,
    text: '',
  };
}

/** A one-time code, large and spaced; on its own indented line in the text part. */
export function codeBox(code: string): MailBlock {
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${PALETTE.roseTint}" style="padding:20px 12px;background-color:${PALETTE.roseTint};border:1px dashed ${PALETTE.rose};border-radius:4px;">
<span style="font-family:${MONO};font-size:32px;line-height:40px;font-weight:bold;letter-spacing:10px;color:${PALETTE.plum};">${code}</span>
</td></tr></table>`,
    text: `    ${code}`,
  };
}

/** Label and value rows (an order's lines and totals, an address). */
export function detailsTable(rows: ReadonlyArray<readonly [label: string, value: string]>): MailBlock {
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-top:1px solid ${PALETTE.line};">
${rows.map(
  ([label, value]) =>
    html`<tr><td style="padding:10px 0;border-bottom:1px solid ${PALETTE.line};color:${PALETTE.muted};font-size:14px;">${label}</td><td align="right" style="padding:10px 0 10px 12px;border-bottom:1px solid ${PALETTE.line};font-size:14px;color:${PALETTE.ink};">${value}</td></tr>`,
)}
</table>`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  };
}

export function divider(): MailBlock {
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:8px 0 24px;"><div style="height:1px;line-height:1px;font-size:1px;background-color:${PALETTE.line};">&nbsp;</div></td></tr></table>`,
    text: '—',
  };
}

const FOOTER = {
  en: { hotline: 'Hotline', unsubscribe: 'Unsubscribe', unsubscribeText: 'Unsubscribe' },
  vi: { hotline: 'Đường dây nóng', unsubscribe: 'Hủy đăng ký', unsubscribeText: 'Hủy đăng ký' },
} as const;

export interface LayoutInput {
  language: MailLanguage;
  /** the document title (usually the subject) */
  title: string;
  /** the preview line mail clients show after the subject */
  preheader: string;
  blocks: MailBlock[];
  /** the shop's base URL: the logo links there */
  publicUrl: string;
  /** why the recipient gets this mail, shown small in the footer */
  footerNote?: string;
  /** newsletters: the one-click unsubscribe link */
  unsubscribeUrl?: string;
}

/** The HTML and text parts of a mail in the shop's layout. */
export function renderLayout(input: LayoutInput): { html: string; text: string } {
  const f = FOOTER[input.language];
  const home = safeUrl(input.publicUrl);
  const unsubscribe = input.unsubscribeUrl ? safeUrl(input.unsubscribeUrl) : undefined;
  // the preheader is padded so that clients do not pull body text into the preview
  const page = html`<!DOCTYPE html>
<html lang="${input.language}" xmlns="http://www.w3.org/1999/xhtml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${input.title}</title>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<style>
@media only screen and (max-width: 620px) {
  .ls-card { padding: 28px 20px 20px !important; }
  .ls-outer { padding: 16px 8px !important; }
}
</style>
</head>
<body style="margin:0;padding:0;width:100%;background-color:${PALETTE.ivory};-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${PALETTE.ivory};">${input.preheader}${'\u00a0\u200c'.repeat(60)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PALETTE.ivory}" style="background-color:${PALETTE.ivory};">
<tr><td class="ls-outer" align="center" style="padding:32px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;margin:0 auto;">
<tr><td align="center" style="padding:4px 24px 24px;">
<a href="${home}" target="_blank" style="text-decoration:none;">
<span style="font-family:${SERIF};font-size:30px;line-height:36px;letter-spacing:6px;color:${PALETTE.plum};">LUMIÈRE</span><br>
<span style="font-family:${SANS};font-size:11px;line-height:18px;letter-spacing:8px;color:${PALETTE.rose};">SAIGON</span>
</a>
</td></tr>
<tr><td class="ls-card" bgcolor="${PALETTE.paper}" style="padding:40px 44px 28px;background-color:${PALETTE.paper};border:1px solid ${PALETTE.line};border-top:4px solid ${PALETTE.rose};border-radius:4px;font-family:${SANS};font-size:15px;line-height:24px;color:${PALETTE.ink};">
${input.blocks.map((b) => b.html)}
</td></tr>
<tr><td align="center" style="padding:24px 24px 8px;font-family:${SANS};font-size:12px;line-height:19px;color:${PALETTE.muted};">
${input.footerNote ? html`${input.footerNote}<br><br>` : ''}<span style="font-family:${SERIF};font-size:14px;letter-spacing:2px;color:${PALETTE.plum};">${SHOP.name}</span><br>
${SHOP.address}<br>
<a href="mailto:${SHOP.email}" style="color:${PALETTE.muted};text-decoration:underline;">${SHOP.email}</a> · ${f.hotline} ${SHOP.hotline}
${unsubscribe ? html`<br><br><a href="${unsubscribe}" target="_blank" style="color:${PALETTE.plum};text-decoration:underline;">${f.unsubscribe}</a>` : ''}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;

  const body = input.blocks
    .map((b) => b.text)
    .filter((t) => t !== '')
    .join('\n\n');
  const footer = [
    '—',
    ...(input.footerNote ? [input.footerNote, ''] : []),
    SHOP.name,
    SHOP.address,
    `${SHOP.email} · ${f.hotline} ${SHOP.hotline}`,
    home,
    ...(unsubscribe ? ['', `${f.unsubscribeText}: ${unsubscribe}`] : []),
  ].join('\n');
  return { html: page.value, text: `${body}\n\n${footer}\n` };
}
