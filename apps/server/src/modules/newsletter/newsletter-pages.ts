import { createHash } from 'node:crypto';
import { SHOP } from '@shop/shared';
import { html, rawHtml, type SafeHtml, safeUrl } from '../mail/mail.html.js';
import { PALETTE } from '../mail/mail.layout.js';
import type { ConfirmOutcome } from './newsletter.repository.js';

const TEXT = {
  en: {
    doneTitle: 'You are unsubscribed',
    done: (email: string) => `${email} will no longer receive our newsletter.`,
    again: 'Changed your mind? You can subscribe again at the bottom of any page of the shop.',
    invalidTitle: 'This link is not valid',
    invalid:
      'We could not find this subscription. The link may be incomplete: copy it whole from the e-mail.',
    confirmedTitle: "You're subscribed",
    confirmed: (email: string) =>
      `${email} will receive our newsletter: new arrivals, collections and offers.`,
    leaveAnyTime: 'Every newsletter has a link to unsubscribe in one click.',
    alreadyTitle: 'Already confirmed',
    already: (email: string) =>
      `${email} is already subscribed to our newsletter. There is nothing more to do.`,
    expiredTitle: 'This link has expired',
    expired:
      'This confirmation link is too old or was already used. Subscribe again at the bottom of any page of the shop to get a new one.',
    back: 'Back to the shop',
  },
  vi: {
    doneTitle: 'Bạn đã hủy đăng ký',
    done: (email: string) => `${email} sẽ không nhận bản tin của chúng tôi nữa.`,
    again: 'Bạn đổi ý? Bạn có thể đăng ký lại ở cuối bất kỳ trang nào của cửa hàng.',
    invalidTitle: 'Liên kết không hợp lệ',
    invalid: 'Chúng tôi không tìm thấy đăng ký này. Liên kết có thể bị thiếu: hãy sao chép đầy đủ từ e-mail.',
    confirmedTitle: 'Bạn đã đăng ký thành công',
    confirmed: (email: string) =>
      `${email} sẽ nhận bản tin của chúng tôi: hàng mới về, bộ sưu tập và ưu đãi.`,
    leaveAnyTime: 'Mỗi bản tin đều có liên kết để hủy đăng ký chỉ với một cú nhấp.',
    alreadyTitle: 'Đã xác nhận trước đó',
    already: (email: string) => `${email} đã đăng ký nhận bản tin của chúng tôi. Bạn không cần làm gì thêm.`,
    expiredTitle: 'Liên kết đã hết hạn',
    expired:
      'Liên kết xác nhận này đã quá hạn hoặc đã được sử dụng. Hãy đăng ký lại ở cuối bất kỳ trang nào của cửa hàng để nhận liên kết mới.',
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
 * The API's responses carry a CSP that forbids everything; these pages need their one style block,
 * allowed by its hash (no 'unsafe-inline').
 */
export const NEWSLETTER_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(STYLE)
  .digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

type Language = 'en' | 'vi';

/** A small page of the shop's look: a title, its paragraphs, and the way back to the shop. */
function page(language: Language, publicUrl: string, title: string, body: SafeHtml): string {
  return html`<!DOCTYPE html>
<html lang="${language}">
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
${body}
<p><a href="${safeUrl(publicUrl)}">${TEXT[language].back}</a></p>
</main>
</body>
</html>
`.value;
}

/** The page the one-click unsubscribe link shows, in the subscriber's language. */
export function unsubscribePage(input: {
  language: Language;
  publicUrl: string;
  email?: string | undefined;
}): string {
  const t = TEXT[input.language];
  return input.email
    ? page(input.language, input.publicUrl, t.doneTitle, html`<p>${t.done(input.email)}</p><p>${t.again}</p>`)
    : page(input.language, input.publicUrl, t.invalidTitle, html`<p>${t.invalid}</p>`);
}

/** The page a confirmation link shows, in the subscriber's language when the link is known. */
export function confirmPage(input: {
  result: ConfirmOutcome;
  language: Language;
  publicUrl: string;
}): string {
  const { result, publicUrl } = input;
  const language = result.outcome === 'invalid' ? input.language : result.language;
  const t = TEXT[language];
  switch (result.outcome) {
    case 'confirmed':
      return page(
        language,
        publicUrl,
        t.confirmedTitle,
        html`<p>${t.confirmed(result.email)}</p><p>${t.leaveAnyTime}</p>`,
      );
    case 'already':
      return page(language, publicUrl, t.alreadyTitle, html`<p>${t.already(result.email)}</p>`);
    case 'expired':
      return page(language, publicUrl, t.expiredTitle, html`<p>${t.expired}</p>`);
    default:
      return page(language, publicUrl, t.invalidTitle, html`<p>${t.invalid}</p>`);
  }
}
