import { createHash } from 'node:crypto';
import { SHOP } from '@shop/shared';
import { html, rawHtml, safeUrl } from '../mail/mail.html.js';
import { PALETTE } from '../mail/mail.layout.js';

const TEXT = {
  en: {
    doneTitle: 'You are unsubscribed',
    done: (email: string) => `${email} will no longer receive our newsletter.`,
    again: 'Changed your mind? You can subscribe again at the bottom of any page of the shop.',
    invalidTitle: 'This link is not valid',
    invalid:
      'We could not find this subscription. The link may be incomplete: copy it whole from the e-mail.',
    back: 'Back to the shop',
  },
  vi: {
    doneTitle: 'Bạn đã hủy đăng ký',
    done: (email: string) => `${email} sẽ không nhận bản tin của chúng tôi nữa.`,
    again: 'Bạn đổi ý? Bạn có thể đăng ký lại ở cuối bất kỳ trang nào của cửa hàng.',
    invalidTitle: 'Liên kết không hợp lệ',
    invalid: 'Chúng tôi không tìm thấy đăng ký này. Liên kết có thể bị thiếu: hãy sao chép đầy đủ từ e-mail.',
    back: 'Quay lại cửa hàng',
  },
} as const;

const STYLE = `body{margin:0;background:${PALETTE.ivory};font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:${PALETTE.ink};}
main{max-width:480px;margin:12vh auto;padding:40px 32px;background:#fff;border:1px solid ${PALETTE.line};border-top:4px solid ${PALETTE.rose};border-radius:4px;text-align:center;}
.brand{font-family:Georgia,'Times New Roman',serif;letter-spacing:6px;color:${PALETTE.plum};font-size:22px;margin:0 0 24px;}
h1{font-family:Georgia,'Times New Roman',serif;font-weight:normal;color:${PALETTE.plum};font-size:24px;margin:0 0 16px;}
p{line-height:1.6;margin:0 0 14px;}
a{color:${PALETTE.plum};}`;

/**
 * The API answers carry a CSP that forbids everything; this page needs its one style block, allowed by
 * its hash (no 'unsafe-inline').
 */
export const UNSUBSCRIBE_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(STYLE)
  .digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** The page the one-click link shows (DECISIONS §10), in the subscriber's language. */
export function unsubscribePage(input: {
  language: 'en' | 'vi';
  publicUrl: string;
  email?: string | undefined;
}): string {
  const t = TEXT[input.language];
  const title = input.email ? t.doneTitle : t.invalidTitle;
  return html`<!DOCTYPE html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${SHOP.name}</title>
<style>${rawHtml(STYLE)}</style>
</head>
<body>
<main>
<p class="brand">LUMIÈRE SAIGON</p>
<h1>${title}</h1>
${input.email ? html`<p>${t.done(input.email)}</p><p>${t.again}</p>` : html`<p>${t.invalid}</p>`}
<p><a href="${safeUrl(input.publicUrl)}">${t.back}</a></p>
</main>
</body>
</html>
`.value;
}
