import { effectiveUnitPrice, formatVnd, isOnSale, type NewsletterType, SHOP } from '@shop/shared';
import { html, safeUrl } from '../mail/mail.html.js';
import {
  button,
  finePrint,
  heading,
  linkFallback,
  type MailBlock,
  type MailLanguage,
  PALETTE,
  paragraph,
  renderLayout,
} from '../mail/mail.layout.js';
import type { MailContent } from '../mail/mail.templates.js';

/**
 * The newsletter types (docs/requirements/entities.md): the default title, description and subject of each, in each language.
 * The same texts as the web app's `newsletter` namespace (apps/web/public/locales/{en,vi}/newsletter.json),
 * which the dashboard shows before staff edit them; a test keeps the two equal.
 */
export const NEWSLETTER_DEFAULTS: Record<
  MailLanguage,
  Record<NewsletterType, { title: string; description: string; subject: string }>
> = {
  en: {
    NEW_PRODUCT: {
      title: 'New arrivals',
      description: 'Fresh pieces just landed in the shop.',
      subject: 'Just in: new pieces at Lumière Saigon',
    },
    NEW_COLLECTION: {
      title: 'A new collection',
      description: 'Our latest collection is here.',
      subject: 'Discover our new collection',
    },
    NEW_DISCOUNT: {
      title: 'A new discount',
      description: 'A little gift for you: a new discount code.',
      subject: 'A little something for you',
    },
    NEW_PROMOTION: {
      title: 'A new promotion',
      description: "Don't miss our latest promotion.",
      subject: 'Our new promotion starts now',
    },
  },
  vi: {
    NEW_PRODUCT: {
      title: 'Hàng mới về',
      description: 'Những thiết kế mới vừa lên kệ.',
      subject: 'Hàng mới về tại Lumière Saigon',
    },
    NEW_COLLECTION: {
      title: 'Bộ sưu tập mới',
      description: 'Bộ sưu tập mới nhất đã ra mắt.',
      subject: 'Khám phá bộ sưu tập mới',
    },
    NEW_DISCOUNT: {
      title: 'Mã giảm giá mới',
      description: 'Một món quà nhỏ dành cho bạn: mã giảm giá mới.',
      subject: 'Quà nhỏ dành riêng cho bạn',
    },
    NEW_PROMOTION: {
      title: 'Khuyến mãi mới',
      description: 'Đừng bỏ lỡ chương trình khuyến mãi mới nhất.',
      subject: 'Khuyến mãi mới bắt đầu rồi',
    },
  },
};

const T = {
  en: {
    shopNow: 'Shop now',
    viewProduct: 'View',
    viewCollection: 'Discover the collection',
    footer: `You receive this e-mail because you subscribed to the ${SHOP.name} newsletter.`,
  },
  vi: {
    shopNow: 'Mua sắm ngay',
    viewProduct: 'Xem',
    viewCollection: 'Khám phá bộ sưu tập',
    footer: `Bạn nhận được e-mail này vì đã đăng ký nhận bản tin của ${SHOP.name}.`,
  },
} as const;

export interface NewsletterProduct {
  id: string;
  name: string;
  price: number;
  discountPrice: number;
  /** absolute URL of the cover, or null */
  imageUrl: string | null;
}

export interface NewsletterCollection {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
}

export interface NewsletterInput {
  language: MailLanguage;
  publicUrl: string;
  type: NewsletterType;
  /** staff's texts; each one left out takes the type's default in this language */
  subject?: string | null | undefined;
  title?: string | null | undefined;
  description?: string | null | undefined;
  products: NewsletterProduct[];
  collection: NewsletterCollection | null;
  /** the recipient's one-click unsubscribe link, which every newsletter carries */
  unsubscribeUrl: string;
}

const base = (url: string) => url.replace(/\/+$/, '');

/** Two products a row, each a picture, its name, its price (the sale price struck through) and a link. */
function productGrid(products: NewsletterProduct[], input: NewsletterInput): MailBlock {
  const t = T[input.language];
  const price = (p: NewsletterProduct) =>
    isOnSale(p)
      ? html`<span style="color:${PALETTE.rose};font-weight:bold;">${formatVnd(p.discountPrice, input.language)}</span> <span style="color:${PALETTE.muted};text-decoration:line-through;font-size:13px;">${formatVnd(p.price, input.language)}</span>`
      : html`<span style="color:${PALETTE.plum};font-weight:bold;">${formatVnd(effectiveUnitPrice(p), input.language)}</span>`;
  const cell = (p: NewsletterProduct) => {
    const href = safeUrl(`${base(input.publicUrl)}/product/${p.id}`);
    return html`<td width="50%" valign="top" style="padding:0 6px 20px;">
<a href="${href}" target="_blank" style="text-decoration:none;color:${PALETTE.ink};">
${p.imageUrl ? html`<img src="${safeUrl(p.imageUrl)}" width="240" alt="${p.name}" style="display:block;width:100%;max-width:240px;height:auto;border:0;border-radius:3px;margin:0 0 10px;">` : ''}
<span style="display:block;font-size:15px;line-height:21px;margin:0 0 4px;">${p.name}</span>
</a>
${price(p)}<br>
<a href="${href}" target="_blank" style="font-size:13px;color:${PALETTE.plum};">${t.viewProduct} →</a>
</td>`;
  };
  const rows: NewsletterProduct[][] = [];
  for (let i = 0; i < products.length; i += 2) rows.push(products.slice(i, i + 2));
  return {
    html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 8px;">
${rows.map((row) => html`<tr>${row.map(cell)}${row.length === 1 ? html`<td width="50%"></td>` : ''}</tr>`)}
</table>`,
    text: products
      .map((p) => {
        return `${p.name} — ${formatVnd(effectiveUnitPrice(p), input.language)}\n${base(input.publicUrl)}/product/${p.id}`;
      })
      .join('\n\n'),
  };
}

function collectionBlock(c: NewsletterCollection, input: NewsletterInput): MailBlock[] {
  const url = `${base(input.publicUrl)}/Collection/${c.id}`;
  const picture: MailBlock[] = c.imageUrl
    ? [
        {
          html: html`<a href="${safeUrl(url)}" target="_blank"><img src="${safeUrl(c.imageUrl)}" width="510" alt="${c.name}" style="display:block;width:100%;height:auto;border:0;border-radius:3px;margin:0 0 16px;"></a>`,
          text: '',
        },
      ]
    : [];
  return [
    ...picture,
    {
      html: html`<h2 style="margin:0 0 8px;font-family:Georgia, 'Times New Roman', Times, serif;font-size:20px;line-height:28px;font-weight:normal;color:${PALETTE.plum};">${c.name}</h2>`,
      text: c.name,
    },
    ...(c.description ? [paragraph(c.description)] : []),
    button(T[input.language].viewCollection, url),
  ];
}

/** A newsletter in the recipient's language, in the shop's mail layout, with its unsubscribe link. */
export function newsletterMail(input: NewsletterInput): { subject: string; html: string; text: string } {
  const defaults = NEWSLETTER_DEFAULTS[input.language][input.type];
  const t = T[input.language];
  const subject = input.subject || defaults.subject;
  const title = input.title || defaults.title;
  const description = input.description || defaults.description;
  const blocks: MailBlock[] = [
    heading(title),
    // blank lines in staff's text start new paragraphs
    ...description
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map(paragraph),
    ...(input.collection ? collectionBlock(input.collection, input) : []),
    ...(input.products.length ? [productGrid(input.products, input)] : []),
    button(t.shopNow, `${base(input.publicUrl)}/products`),
  ];
  const { html: page, text } = renderLayout({
    language: input.language,
    title: subject,
    preheader: description.split('\n')[0] ?? title,
    blocks,
    publicUrl: input.publicUrl,
    footerNote: t.footer,
    unsubscribeUrl: input.unsubscribeUrl,
  });
  return { subject, html: page, text };
}

/** how long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

const CONFIRM = {
  en: {
    subject: `Confirm your subscription to the ${SHOP.name} newsletter`,
    title: 'Confirm your subscription',
    preheader: 'One click and our newsletter is on its way.',
    intro: `Someone, we hope you, asked to receive the ${SHOP.name} newsletter at this address. Please confirm:`,
    button: 'Confirm my subscription',
    fallback: 'If the button does not work, paste this link into your browser:',
    validity: `The link is valid for ${CONFIRM_LINK_DAYS} days and works once. Asking again sends a new link and this one stops working.`,
    ignore: 'If you did not ask for it, ignore this e-mail: you will receive nothing from us.',
    footer: `You receive this e-mail because this address was entered in the newsletter form of ${SHOP.name}.`,
  },
  vi: {
    subject: `Xác nhận đăng ký nhận bản tin ${SHOP.name}`,
    title: 'Xác nhận đăng ký nhận tin',
    preheader: 'Chỉ một cú nhấp là bạn sẽ nhận được bản tin của chúng tôi.',
    intro: `Có người (chúng tôi mong là bạn) đã yêu cầu nhận bản tin ${SHOP.name} tại địa chỉ email này. Vui lòng xác nhận:`,
    button: 'Xác nhận đăng ký',
    fallback: 'Nếu nút không hoạt động, hãy dán liên kết này vào trình duyệt:',
    validity: `Liên kết có hiệu lực trong ${CONFIRM_LINK_DAYS} ngày và chỉ dùng được một lần. Nếu bạn yêu cầu lại, liên kết mới sẽ được gửi và liên kết này không còn dùng được.`,
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: bạn sẽ không nhận được gì từ chúng tôi.',
    footer: `Bạn nhận được email này vì địa chỉ này đã được nhập vào ô đăng ký nhận tin của ${SHOP.name}.`,
  },
} as const;

/** The confirmation link: GET /api/subscribe/confirm?token=… shows a page (newsletter-pages.ts). */
export const confirmSubscriptionUrl = (publicUrl: string, token: string) =>
  `${base(publicUrl)}/api/subscribe/confirm?token=${encodeURIComponent(token)}`;

/**
 * the mail that asks the address's owner to confirm a subscription. The token is a live
 * secret until the mail is sent: the stored copy keeps `?token=••••••` (mail.secrets.ts).
 */
export function confirmSubscriptionMail(input: {
  to: string;
  language: MailLanguage;
  publicUrl: string;
  token: string;
}): MailContent {
  const t = CONFIRM[input.language];
  const url = confirmSubscriptionUrl(input.publicUrl, input.token);
  return {
    to: input.to,
    subject: t.subject,
    kind: 'newsletter-confirm',
    secrets: [encodeURIComponent(input.token)],
    ...renderLayout({
      language: input.language,
      title: t.subject,
      preheader: t.preheader,
      blocks: [
        heading(t.title),
        paragraph(t.intro),
        button(t.button, url),
        linkFallback(t.fallback, url),
        finePrint(t.validity),
        finePrint(t.ignore),
      ],
      publicUrl: input.publicUrl,
      footerNote: t.footer,
    }),
  };
}
