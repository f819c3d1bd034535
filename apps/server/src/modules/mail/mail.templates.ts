import { SHOP } from '@shop/shared';
import type { MailKind } from '../../db/schema/index.js';
import {
  button,
  codeBox,
  finePrint,
  heading,
  linkFallback,
  type MailBlock,
  type MailLanguage,
  paragraph,
  renderLayout,
} from './mail.layout.js';

/**
 * The shop's mails, in the recipient's language (docs/decisions/0039-the-mail-outbox.md). Each builder
 * returns what MailQueue.enqueue takes. Later mails (order placed, status changed, payment reminder,
 * newsletter) are built the same way from the blocks of mail.layout.ts.
 */
export interface MailContent {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: MailKind;
  /** the same logical mail is queued once (e.g. `newsletter:<campaign>:<recipient>`) */
  dedupeKey?: string;
  /** what of it is a live secret, kept in the outbox only until it is sent (mail.secrets.ts) */
  secrets?: string[];
}

interface Recipient {
  to: string;
  /** the recipient's name; the greeting goes without it when empty */
  name?: string | null;
  language: MailLanguage;
  /** the shop's base URL (config.publicUrl), for links */
  publicUrl: string;
}

const greeting = (language: MailLanguage, name: string | null | undefined) => {
  const n = name?.trim();
  if (language === 'vi') return n ? `Xin chào ${n},` : 'Xin chào,';
  return n ? `Hello ${n},` : 'Hello,';
};
const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

const VERIFICATION = {
  en: {
    subject: (code: string) => `${code} is your ${SHOP.name} verification code`,
    title: 'Confirm your e-mail address',
    preheader: 'Your verification code is valid for 24 hours.',
    intro: `Welcome to ${SHOP.name}. Enter this code on the verification page to confirm your e-mail address:`,
    validity: 'The code is valid for 24 hours. Asking for a new code replaces this one.',
    button: 'Verify my e-mail',
    ignore: `If you did not create an account at ${SHOP.name}, you can ignore this e-mail.`,
    footer: `You receive this e-mail because this address was used to sign up at ${SHOP.name}.`,
  },
  vi: {
    subject: (code: string) => `${code} là mã xác minh ${SHOP.name} của bạn`,
    title: 'Xác nhận địa chỉ email của bạn',
    preheader: 'Mã xác minh của bạn có hiệu lực trong 24 giờ.',
    intro: `Chào mừng bạn đến với ${SHOP.name}. Hãy nhập mã dưới đây trên trang xác minh để xác nhận địa chỉ email của bạn:`,
    validity: 'Mã có hiệu lực trong 24 giờ. Khi bạn yêu cầu mã mới, mã này sẽ không còn dùng được.',
    button: 'Xác minh email',
    ignore: `Nếu bạn không tạo tài khoản tại ${SHOP.name}, bạn có thể bỏ qua email này.`,
    footer: `Bạn nhận được email này vì địa chỉ này đã được dùng để đăng ký tại ${SHOP.name}.`,
  },
} as const;

/**
 * The 6-character verification code, valid 24 hours
 * (docs/decisions/0012-verification-codes-and-reset-links.md).
 */
export function verificationMail(input: Recipient & { code: string }): MailContent {
  const t = VERIFICATION[input.language];
  const blocks: MailBlock[] = [
    heading(t.title),
    paragraph(greeting(input.language, input.name)),
    paragraph(t.intro),
    codeBox(input.code),
    button(t.button, `${base(input.publicUrl)}/verify-email`),
    finePrint(t.validity),
    finePrint(t.ignore),
  ];
  const subject = t.subject(input.code);
  return {
    to: input.to,
    subject,
    kind: 'verification',
    secrets: [input.code],
    ...renderLayout({
      language: input.language,
      title: subject,
      preheader: t.preheader,
      blocks,
      publicUrl: input.publicUrl,
      footerNote: t.footer,
    }),
  };
}

const RESET = {
  en: {
    subject: `Reset your ${SHOP.name} password`,
    title: 'Reset your password',
    preheader: 'This link is valid for 1 hour.',
    intro: 'We received a request to reset the password of your account. Choose a new password here:',
    button: 'Choose a new password',
    fallback: 'If the button does not work, paste this link into your browser:',
    validity:
      'The link is valid for 1 hour and works once. After the reset you will be signed out everywhere.',
    ignore: 'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    footer: `You receive this e-mail because a password reset was requested for your ${SHOP.name} account.`,
  },
  vi: {
    subject: `Đặt lại mật khẩu ${SHOP.name} của bạn`,
    title: 'Đặt lại mật khẩu',
    preheader: 'Liên kết có hiệu lực trong 1 giờ.',
    intro:
      'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Hãy chọn mật khẩu mới tại đây:',
    button: 'Chọn mật khẩu mới',
    fallback: 'Nếu nút không hoạt động, hãy dán liên kết này vào trình duyệt:',
    validity:
      'Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần. Sau khi đặt lại, bạn sẽ được đăng xuất trên mọi thiết bị.',
    ignore: 'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
    footer: `Bạn nhận được email này vì có yêu cầu đặt lại mật khẩu cho tài khoản ${SHOP.name} của bạn.`,
  },
} as const;

/** The reset link of a password-reset token. */
export const resetPasswordUrl = (publicUrl: string, token: string) =>
  `${base(publicUrl)}/reset-password/${encodeURIComponent(token)}`;

/** The password-reset link, valid 1 hour, single use. */
export function passwordResetMail(input: Recipient & { token: string }): MailContent {
  const t = RESET[input.language];
  const url = resetPasswordUrl(input.publicUrl, input.token);
  const blocks: MailBlock[] = [
    heading(t.title),
    paragraph(greeting(input.language, input.name)),
    paragraph(t.intro),
    button(t.button, url),
    linkFallback(t.fallback, url),
    finePrint(t.validity),
    finePrint(t.ignore),
  ];
  return {
    to: input.to,
    subject: t.subject,
    kind: 'password-reset',
    // the token as the link carries it: the stored copy keeps `/reset-password/••••••`
    secrets: [encodeURIComponent(input.token)],
    ...renderLayout({
      language: input.language,
      title: t.subject,
      preheader: t.preheader,
      blocks,
      publicUrl: input.publicUrl,
      footerNote: t.footer,
    }),
  };
}

const WELCOME = {
  en: {
    subject: `Welcome to ${SHOP.name}`,
    title: `Welcome to ${SHOP.name}`,
    preheader: 'Your e-mail is verified. Happy shopping!',
    body: 'Your e-mail address is verified and your account is ready. Discover our new arrivals, save your favourite pieces in your cart and earn loyalty rewards with every order.',
    button: 'Start shopping',
    footer: `You receive this e-mail because you created an account at ${SHOP.name}.`,
  },
  vi: {
    subject: `Chào mừng bạn đến với ${SHOP.name}`,
    title: `Chào mừng bạn đến với ${SHOP.name}`,
    preheader: 'Email của bạn đã được xác minh. Chúc bạn mua sắm vui vẻ!',
    body: 'Địa chỉ email của bạn đã được xác minh và tài khoản đã sẵn sàng. Hãy khám phá những mẫu mới nhất, lưu món đồ yêu thích vào giỏ hàng và nhận ưu đãi thành viên với mỗi đơn hàng.',
    button: 'Mua sắm ngay',
    footer: `Bạn nhận được email này vì bạn đã tạo tài khoản tại ${SHOP.name}.`,
  },
} as const;

/** Sent once the e-mail is verified (optional for the auth flow). */
export function welcomeMail(input: Recipient): MailContent {
  const t = WELCOME[input.language];
  return {
    to: input.to,
    subject: t.subject,
    kind: 'welcome',
    ...renderLayout({
      language: input.language,
      title: t.title,
      preheader: t.preheader,
      blocks: [
        heading(t.title),
        paragraph(greeting(input.language, input.name)),
        paragraph(t.body),
        button(t.button, base(input.publicUrl)),
      ],
      publicUrl: input.publicUrl,
      footerNote: t.footer,
    }),
  };
}

/**
 * What the development outbox logs of a mail (its subject and codes, so a developer can sign up
 * without SMTP): the
 * verification code, the reset link or the newsletter's confirmation link, read back from the text
 * part. Other kinds log nothing more, so that no other token (an unsubscribe link) reaches the log.
 */
export function devHighlights(kind: string, text: string): Record<string, string> {
  if (kind === 'verification') {
    const code = /^ {4}([A-Z0-9]{6})$/m.exec(text)?.[1];
    return code ? { code } : {};
  }
  if (kind === 'password-reset') {
    const link = /(https?:\/\/\S+\/reset-password\/\S+)/.exec(text)?.[1];
    return link ? { link } : {};
  }
  if (kind === 'newsletter-confirm') {
    const link = /(https?:\/\/\S+\/api\/subscribe\/confirm\?token=\S+)/.exec(text)?.[1];
    return link ? { link } : {};
  }
  return {};
}
