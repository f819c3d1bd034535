import {
  type CancelReason,
  COD_STAFF_CONFIRM_DAYS,
  formatVnd,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  SHOP,
  type ShipmentStatus,
} from '@shop/shared';
import { html, safeUrl } from './mail.html.js';
import {
  button,
  detailsTable,
  divider,
  finePrint,
  heading,
  linkFallback,
  type MailBlock,
  type MailLanguage,
  paragraph,
  renderLayout,
  richParagraph,
} from './mail.layout.js';
import type { MailContent } from './mail.templates.js';

/**
 * The order mails (order placed, status changed, payment reminder, payment received, a COD order's
 * confirm request; the carrier and tracking in the shipped mail, why an order was canceled, a
 * deposit), in the customer's language, built from the blocks of mail.layout.ts like the account
 * mails.
 */
export interface OrderMailInput {
  to: string;
  name?: string | null;
  language: MailLanguage;
  publicUrl: string;
  order: Order;
  /** QR orders waiting for payment: where to transfer */
  bank?: { accountNumber: string; accountName: string; bankName: string | null } | undefined;
  /** minutes an unpaid QR or PayPal order (or a COD order's deposit) is kept */
  paymentTtlMinutes?: number;
}

/** The buyer's "Confirm my order" link, and how long it works. */
export interface ConfirmRequestInput extends OrderMailInput {
  confirmUrl: string;
  confirmHours: number;
}

/** The mails sent once per order: a second one queued is not inserted. */
const dedupeKeyOf = (template: 'payment-received' | 'order-confirm', orderId: string) =>
  `${template}:${orderId}`;

/** The order's status labels (docs/requirements/entities.md) as the customer reads them. */
export const STATUS_LABELS: Record<MailLanguage, Record<OrderStatus, string>> = {
  en: {
    Pending: 'Pending',
    Confirmed: 'Confirmed',
    'Being Packed': 'Being Packed',
    'Shipped to Carrier': 'Shipped to Carrier',
    Completed: 'Completed',
    'Return Requested': 'Return Requested',
    Returned: 'Returned',
    Canceled: 'Canceled',
  },
  vi: {
    Pending: 'Chờ xác nhận',
    Confirmed: 'Đã xác nhận',
    'Being Packed': 'Đang đóng gói',
    'Shipped to Carrier': 'Đã giao cho đơn vị vận chuyển',
    Completed: 'Hoàn thành',
    'Return Requested': 'Yêu cầu trả hàng',
    Returned: 'Đã trả hàng',
    Canceled: 'Đã hủy',
  },
};

const METHOD_LABELS: Record<MailLanguage, Record<PaymentMethod, string>> = {
  en: { COD: 'Cash on delivery', QR: 'Bank transfer (VietQR)', PAYPAL: 'PayPal' },
  vi: { COD: 'Thanh toán khi nhận hàng', QR: 'Chuyển khoản ngân hàng (VietQR)', PAYPAL: 'PayPal' },
};

const T = {
  en: {
    hello: (name?: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,'),
    item: (size: string, quantity: number) => `size ${size} × ${quantity}`,
    soldAsIs: 'sold as is, with the flaw described on its page',
    subtotal: 'Subtotal',
    discount: (coupon: string | null, rank: string) =>
      coupon ? `Discount (coupon ${coupon})` : `Discount (${rank})`,
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    payment: 'Payment',
    shipTo: 'Ship to',
    view: 'View my orders',
    footer: `You receive this e-mail because you placed an order at ${SHOP.name}.`,
    placedSubject: (code: string) => `Your order ${code} has been placed`,
    placedTitle: 'Thank you for your order',
    placedPreheader: (code: string, total: string) => `Order ${code} · ${total}`,
    placedIntro: (code: string) => `We have received your order ${code}. Here is what you ordered:`,
    codNext: 'You pay in cash when the parcel arrives. We will e-mail you as your order moves along.',
    paidNext: 'Your payment has been received. We will e-mail you as your order moves along.',
    qrNext: (minutes: number) =>
      `Please pay by bank transfer within ${minutes} minutes, with the order code as the transfer memo; otherwise the order is canceled.`,
    paypalNext: (minutes: number) =>
      `Please complete the payment on PayPal within ${minutes} minutes; otherwise the order is canceled.`,
    bankAccount: 'Account',
    bankName: 'Bank',
    accountName: 'Account name',
    memo: 'Transfer memo',
    amount: 'Amount',
    statusSubject: (code: string, status: string) => `Your order ${code} is now ${status}`,
    statusTitle: (status: string) => `Order ${status.toLowerCase()}`,
    statusIntro: (code: string, status: string) => `The status of your order ${code} is now: ${status}.`,
    statusNotes: {
      Canceled: 'Any items reserved for you have been released. If you paid already, we will refund you.',
      Completed: `Thank you for shopping with us! You can request a return within 7 days from your profile.`,
      Returned: 'Your return has been accepted. If you paid already, we will refund you.',
      'Return Requested': 'We have received your return request and will get back to you soon.',
    } as Partial<Record<OrderStatus, string>>,
    reminderSubject: (code: string) => `Reminder: your order ${code} is waiting for payment`,
    reminderTitle: 'Your order is waiting for payment',
    reminderIntro: (code: string, total: string) =>
      `We have not received the payment of ${total} for your order ${code} yet.`,
    reminderCod: 'Please have the amount ready in cash when the parcel arrives.',
    reminderQr: 'Please transfer the amount with the order code as the memo:',
    reminderPaypal: 'Please complete the payment on PayPal from your order page.',
    receivedSubject: (code: string) => `Payment received for your order ${code}`,
    receivedTitle: 'We have received your payment',
    receivedIntro: (code: string, amount: string, method: string) =>
      `We have received your payment of ${amount} for your order ${code} (${method}).`,
    receivedNext: 'We will prepare your order and e-mail you as it moves along.',
    depositNext: (deposit: string, minutes: number, rest: string) =>
      `To confirm this cash-on-delivery order, please pay a deposit of ${deposit} by bank transfer within ${minutes} minutes, with the order code as the transfer memo; otherwise the order is canceled. The carrier collects the remaining ${rest} when the parcel arrives.`,
    deposit: 'Deposit',
    collected: 'Collected by the carrier',
    confirmSubject: (code: string) => `Please confirm your order ${code}`,
    confirmTitle: 'Please confirm your order',
    confirmIntro: (code: string, total: string) =>
      `You chose to pay cash on delivery for your order ${code} (${total}). Please confirm it so that we can prepare it for you.`,
    confirmButton: 'Confirm my order',
    confirmFallback: 'If the button does not work, open this link:',
    confirmValidity: (hours: number) =>
      `An order not confirmed within ${hours} hours is canceled. If you did not place this order, you can ignore this e-mail.`,
    carrier: 'Carrier',
    trackingCode: 'Tracking code',
    track: (url: string) => `Follow your parcel: ${url}`,
    trackLink: 'Follow your parcel',
    cancelReasons: {
      UNCONFIRMED: 'This cash-on-delivery order was not confirmed in time, so we canceled it.',
      REFUSED_AT_DOOR: 'The parcel was refused at delivery and has come back to us.',
      NOT_CONFIRMED_BY_STAFF: `You confirmed this cash-on-delivery order, but we could not confirm it within ${COD_STAFF_CONFIRM_DAYS} days, so we canceled it. We are sorry: you are welcome to order again.`,
      BUYER_UNREACHABLE: 'We could not reach you to confirm the order.',
      BUYER_CHANGED_MIND: 'You told us you no longer want this order.',
      SUSPECTED_FAKE: 'We could not verify this order.',
      OUT_OF_AREA: 'We cannot deliver to this address.',
    } as Partial<Record<CancelReason, string>>,
    events: {
      ready_to_pick: 'Waiting for pickup',
      picking: 'Being picked up',
      picked: 'Picked up',
      storing: 'At the carrier’s hub',
      transporting: 'On its way',
      sorting: 'Being sorted',
      delivering: 'Out for delivery',
      delivered: 'Delivered',
      delivery_fail: 'Delivery attempt failed',
      waiting_to_return: 'Waiting to return',
      return: 'Returning',
      returned: 'Returned to the shop',
      cancel: 'Shipment canceled',
    } as Partial<Record<ShipmentStatus, string>>,
  },
  vi: {
    hello: (name?: string | null) => (name?.trim() ? `Xin chào ${name.trim()},` : 'Xin chào,'),
    item: (size: string, quantity: number) => `size ${size} × ${quantity}`,
    soldAsIs: 'bán nguyên trạng, với lỗi được mô tả trên trang sản phẩm',
    subtotal: 'Tạm tính',
    discount: (coupon: string | null, rank: string) =>
      coupon ? `Giảm giá (mã ${coupon})` : `Giảm giá (${rank})`,
    shipping: 'Phí vận chuyển',
    free: 'Miễn phí',
    total: 'Tổng cộng',
    payment: 'Thanh toán',
    shipTo: 'Giao đến',
    view: 'Xem đơn hàng của tôi',
    footer: `Bạn nhận được email này vì bạn đã đặt hàng tại ${SHOP.name}.`,
    placedSubject: (code: string) => `Đơn hàng ${code} của bạn đã được đặt`,
    placedTitle: 'Cảm ơn bạn đã đặt hàng',
    placedPreheader: (code: string, total: string) => `Đơn hàng ${code} · ${total}`,
    placedIntro: (code: string) => `Chúng tôi đã nhận được đơn hàng ${code} của bạn. Chi tiết đơn hàng:`,
    codNext:
      'Bạn thanh toán bằng tiền mặt khi nhận hàng. Chúng tôi sẽ gửi email cho bạn mỗi khi đơn hàng được cập nhật.',
    paidNext:
      'Chúng tôi đã nhận được thanh toán của bạn. Chúng tôi sẽ gửi email cho bạn mỗi khi đơn hàng được cập nhật.',
    qrNext: (minutes: number) =>
      `Vui lòng chuyển khoản trong vòng ${minutes} phút, ghi mã đơn hàng trong nội dung chuyển khoản; nếu không, đơn hàng sẽ bị hủy.`,
    paypalNext: (minutes: number) =>
      `Vui lòng hoàn tất thanh toán trên PayPal trong vòng ${minutes} phút; nếu không, đơn hàng sẽ bị hủy.`,
    bankAccount: 'Số tài khoản',
    bankName: 'Ngân hàng',
    accountName: 'Chủ tài khoản',
    memo: 'Nội dung chuyển khoản',
    amount: 'Số tiền',
    statusSubject: (code: string, status: string) => `Đơn hàng ${code}: ${status}`,
    statusTitle: (status: string) => `Đơn hàng ${status.toLowerCase()}`,
    statusIntro: (code: string, status: string) => `Trạng thái đơn hàng ${code} của bạn hiện là: ${status}.`,
    statusNotes: {
      Canceled:
        'Các sản phẩm giữ cho bạn đã được mở bán lại. Nếu bạn đã thanh toán, chúng tôi sẽ hoàn tiền cho bạn.',
      Completed:
        'Cảm ơn bạn đã mua sắm cùng chúng tôi! Bạn có thể yêu cầu trả hàng trong vòng 7 ngày tại trang cá nhân.',
      Returned:
        'Yêu cầu trả hàng của bạn đã được chấp nhận. Nếu bạn đã thanh toán, chúng tôi sẽ hoàn tiền cho bạn.',
      'Return Requested': 'Chúng tôi đã nhận được yêu cầu trả hàng của bạn và sẽ phản hồi sớm.',
    } as Partial<Record<OrderStatus, string>>,
    reminderSubject: (code: string) => `Nhắc nhở: đơn hàng ${code} đang chờ thanh toán`,
    reminderTitle: 'Đơn hàng của bạn đang chờ thanh toán',
    reminderIntro: (code: string, total: string) =>
      `Chúng tôi chưa nhận được khoản thanh toán ${total} cho đơn hàng ${code} của bạn.`,
    reminderCod: 'Vui lòng chuẩn bị sẵn tiền mặt khi nhận hàng.',
    reminderQr: 'Vui lòng chuyển khoản số tiền trên, ghi mã đơn hàng trong nội dung chuyển khoản:',
    reminderPaypal: 'Vui lòng hoàn tất thanh toán PayPal từ trang đơn hàng của bạn.',
    receivedSubject: (code: string) => `Đã nhận thanh toán cho đơn hàng ${code}`,
    receivedTitle: 'Chúng tôi đã nhận được thanh toán của bạn',
    receivedIntro: (code: string, amount: string, method: string) =>
      `Chúng tôi đã nhận được khoản thanh toán ${amount} cho đơn hàng ${code} của bạn (${method}).`,
    receivedNext: 'Chúng tôi sẽ chuẩn bị đơn hàng và gửi email cho bạn mỗi khi đơn hàng được cập nhật.',
    depositNext: (deposit: string, minutes: number, rest: string) =>
      `Để xác nhận đơn hàng thanh toán khi nhận hàng này, vui lòng chuyển khoản đặt cọc ${deposit} trong vòng ${minutes} phút, ghi mã đơn hàng trong nội dung chuyển khoản; nếu không, đơn hàng sẽ bị hủy. Đơn vị vận chuyển sẽ thu số tiền còn lại ${rest} khi giao hàng.`,
    deposit: 'Tiền đặt cọc',
    collected: 'Đơn vị vận chuyển thu',
    confirmSubject: (code: string) => `Vui lòng xác nhận đơn hàng ${code}`,
    confirmTitle: 'Vui lòng xác nhận đơn hàng',
    confirmIntro: (code: string, total: string) =>
      `Bạn đã chọn thanh toán khi nhận hàng cho đơn hàng ${code} (${total}). Vui lòng xác nhận đơn hàng để chúng tôi chuẩn bị giao cho bạn.`,
    confirmButton: 'Xác nhận đơn hàng',
    confirmFallback: 'Nếu nút không hoạt động, hãy mở liên kết này:',
    confirmValidity: (hours: number) =>
      `Đơn hàng không được xác nhận trong vòng ${hours} giờ sẽ bị hủy. Nếu bạn không đặt đơn hàng này, bạn có thể bỏ qua email này.`,
    carrier: 'Đơn vị vận chuyển',
    trackingCode: 'Mã vận đơn',
    track: (url: string) => `Theo dõi đơn hàng: ${url}`,
    trackLink: 'Theo dõi đơn hàng',
    cancelReasons: {
      UNCONFIRMED: 'Đơn hàng thanh toán khi nhận hàng này không được xác nhận kịp thời nên chúng tôi đã hủy.',
      REFUSED_AT_DOOR: 'Đơn hàng đã bị từ chối khi giao và đã được hoàn về cửa hàng.',
      NOT_CONFIRMED_BY_STAFF: `Bạn đã xác nhận đơn hàng thanh toán khi nhận hàng này, nhưng chúng tôi không thể xác nhận trong vòng ${COD_STAFF_CONFIRM_DAYS} ngày nên đã hủy đơn. Chúng tôi rất tiếc, mong bạn đặt hàng lại.`,
      BUYER_UNREACHABLE: 'Chúng tôi không liên lạc được với bạn để xác nhận đơn hàng.',
      BUYER_CHANGED_MIND: 'Bạn đã cho chúng tôi biết bạn không muốn nhận đơn hàng này nữa.',
      SUSPECTED_FAKE: 'Chúng tôi không thể xác minh đơn hàng này.',
      OUT_OF_AREA: 'Chúng tôi không thể giao hàng đến địa chỉ này.',
    } as Partial<Record<CancelReason, string>>,
    events: {
      ready_to_pick: 'Chờ lấy hàng',
      picking: 'Đang lấy hàng',
      picked: 'Đã lấy hàng',
      storing: 'Đang ở kho của đơn vị vận chuyển',
      transporting: 'Đang vận chuyển',
      sorting: 'Đang phân loại',
      delivering: 'Đang giao hàng',
      delivered: 'Đã giao hàng',
      delivery_fail: 'Giao hàng không thành công',
      waiting_to_return: 'Chờ hoàn hàng',
      return: 'Đang hoàn hàng',
      returned: 'Đã hoàn về cửa hàng',
      cancel: 'Đã hủy vận đơn',
    } as Partial<Record<ShipmentStatus, string>>,
  },
} as const;

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

function linesAndTotals(input: OrderMailInput): MailBlock[] {
  const { order, language } = input;
  const t = T[language];
  const money = (n: number) => formatVnd(n, language);
  const totals: [string, string][] = [[t.subtotal, money(order.subtotal)]];
  if (order.discount > 0)
    totals.push([t.discount(order.couponCode, order.rankName), `−${money(order.discount)}`]);
  totals.push([t.shipping, order.shippingFee > 0 ? money(order.shippingFee) : t.free]);
  totals.push([t.total, money(order.total)]);
  totals.push([t.payment, METHOD_LABELS[language][order.paymentMethod]]);
  const s = order.shipping;
  const address = [s.street, s.ward, s.province, s.country].filter(Boolean).join(', ');
  return [
    detailsTable(
      order.items.map((i) => [
        `${i.name} — ${t.item(i.size, i.quantity)}${i.soldAsIs ? ` (${t.soldAsIs})` : ''}`,
        money(i.lineTotal),
      ]),
    ),
    detailsTable(totals),
    detailsTable([[t.shipTo, `${s.name}, ${s.phone}, ${address}`]]),
  ];
}

function bankBlock(input: OrderMailInput, amount = input.order.total): MailBlock[] {
  const t = T[input.language];
  if (!input.bank) return [];
  return [
    detailsTable([
      ...(input.bank.bankName ? [[t.bankName, input.bank.bankName] as [string, string]] : []),
      [t.bankAccount, input.bank.accountNumber],
      [t.accountName, input.bank.accountName],
      [t.amount, formatVnd(amount, input.language)],
      [t.memo, input.order.code],
    ]),
  ];
}

/** A HIGH-risk COD order's deposit: what to transfer first, and what the carrier collects. */
function depositBlocks(input: OrderMailInput, minutes: number): MailBlock[] {
  const t = T[input.language];
  const { order, language } = input;
  const rest = Math.max(0, order.total - order.depositAmount);
  return [
    paragraph(t.depositNext(formatVnd(order.depositAmount, language), minutes, formatVnd(rest, language))),
    detailsTable([
      [t.deposit, formatVnd(order.depositAmount, language)],
      [t.collected, formatVnd(rest, language)],
    ]),
    ...bankBlock(input, order.depositAmount),
  ];
}

const when = (at: string, language: MailLanguage) =>
  new Date(at).toLocaleString(language === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  });
const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The carrier, the tracking code (linked to its page) and the shipment's events so far. */
function shipmentBlocks(input: OrderMailInput): MailBlock[] {
  const shipment = input.order.shipment;
  if (!shipment) return [];
  const t = T[input.language];
  const blocks: MailBlock[] = [
    detailsTable([
      [t.carrier, shipment.carrier],
      [t.trackingCode, shipment.trackingCode],
    ]),
  ];
  if (shipment.trackingUrl) {
    const href = safeUrl(shipment.trackingUrl);
    blocks.push(
      richParagraph(
        html`<a href="${href}" target="_blank">${t.trackLink}: ${shipment.trackingCode}</a>`,
        t.track(href),
      ),
    );
  }
  if (shipment.events.length) {
    blocks.push(
      detailsTable(
        shipment.events.map((e) => [
          when(e.at, input.language),
          `${t.events[e.status] ?? e.status.replace(/_/g, ' ')}${e.note ? ` (${e.note})` : ''}`,
        ]),
      ),
    );
  }
  return blocks;
}

function mail(
  input: OrderMailInput,
  kind: MailContent['kind'],
  subject: string,
  preheader: string,
  blocks: MailBlock[],
): MailContent {
  return {
    to: input.to,
    subject,
    kind,
    ...renderLayout({
      language: input.language,
      title: subject,
      preheader,
      blocks,
      publicUrl: input.publicUrl,
      footerNote: T[input.language].footer,
    }),
  };
}

/** Order placed: lines, totals, address, and what happens next for the payment method. */
export function orderPlacedMail(input: OrderMailInput): MailContent {
  const t = T[input.language];
  const { order } = input;
  const minutes = input.paymentTtlMinutes ?? 30;
  const deposit = order.paymentMethod === 'COD' && order.depositAmount > 0;
  const next =
    order.paymentMethod === 'COD'
      ? t.codNext
      : order.paymentStatus === 'completed'
        ? t.paidNext
        : order.paymentMethod === 'QR'
          ? t.qrNext(minutes)
          : t.paypalNext(minutes);
  const blocks: MailBlock[] = [
    heading(t.placedTitle),
    paragraph(t.hello(input.name)),
    paragraph(t.placedIntro(order.code)),
    ...linesAndTotals(input),
    ...(deposit ? depositBlocks(input, minutes) : [paragraph(next)]),
    ...(order.paymentMethod === 'QR' && order.paymentStatus === 'pending' ? bankBlock(input) : []),
    button(t.view, `${base(input.publicUrl)}/profile`),
  ];
  return mail(
    input,
    'order-placed',
    t.placedSubject(order.code),
    t.placedPreheader(order.code, formatVnd(order.total, input.language)),
    blocks,
  );
}

/** Status changed: the new status and, where it matters, what it means for the customer. */
export function orderStatusMail(input: OrderMailInput): MailContent {
  const t = T[input.language];
  const { order } = input;
  const label = STATUS_LABELS[input.language][order.status];
  const note = t.statusNotes[order.status];
  // why it was canceled, when the shop knows (no confirmation in time, refused at the door…)
  const why =
    order.status === 'Canceled' && order.cancelReason ? t.cancelReasons[order.cancelReason] : undefined;
  const blocks: MailBlock[] = [
    heading(t.statusTitle(label)),
    paragraph(t.hello(input.name)),
    paragraph(t.statusIntro(order.code, label)),
    ...(why ? [paragraph(why)] : []),
    ...(note ? [paragraph(note)] : []),
    ...(order.status === 'Shipped to Carrier' ? shipmentBlocks(input) : []),
    divider(),
    ...linesAndTotals(input),
    button(t.view, `${base(input.publicUrl)}/profile`),
  ];
  return mail(
    input,
    'order-status',
    t.statusSubject(order.code, label),
    t.statusIntro(order.code, label),
    blocks,
  );
}

/** Payment reminder (staff send it): the amount and how to pay. */
export function paymentReminderMail(input: OrderMailInput): MailContent {
  const t = T[input.language];
  const { order } = input;
  const total = formatVnd(order.total, input.language);
  const how =
    order.paymentMethod === 'COD'
      ? t.reminderCod
      : order.paymentMethod === 'QR'
        ? t.reminderQr
        : t.reminderPaypal;
  const blocks: MailBlock[] = [
    heading(t.reminderTitle),
    paragraph(t.hello(input.name)),
    paragraph(t.reminderIntro(order.code, total)),
    paragraph(how),
    ...(order.paymentMethod === 'QR' ? bankBlock(input) : []),
    button(t.view, `${base(input.publicUrl)}/profile`),
    finePrint(t.footer),
  ];
  return mail(
    input,
    'payment-reminder',
    t.reminderSubject(order.code),
    t.reminderIntro(order.code, total),
    blocks,
  );
}

/**
 * Payment received: a QR order the bank's transfers paid, or a PayPal order captured. Recorded in
 * the transaction that completes the payment, under one dedupe key per order, so a replayed
 * or concurrent notification never sends it twice.
 */
export function paymentReceivedMail(input: OrderMailInput): MailContent {
  const t = T[input.language];
  const { order } = input;
  const method = METHOD_LABELS[input.language][order.paymentMethod];
  const received = order.paymentMethod === 'QR' && order.paidAmount > 0 ? order.paidAmount : order.total;
  const amount =
    formatVnd(received, input.language) +
    (order.paymentMethod === 'PAYPAL' && order.totalUsd ? ` (US$${order.totalUsd})` : '');
  const blocks: MailBlock[] = [
    heading(t.receivedTitle),
    paragraph(t.hello(input.name)),
    paragraph(t.receivedIntro(order.code, amount, method)),
    paragraph(t.receivedNext),
    divider(),
    ...linesAndTotals(input),
    button(t.view, `${base(input.publicUrl)}/profile`),
  ];
  return {
    ...mail(
      input,
      'payment-received',
      t.receivedSubject(order.code),
      t.receivedIntro(order.code, amount, method),
      blocks,
    ),
    dedupeKey: dedupeKeyOf('payment-received', order.id),
  };
}

/**
 * "Please confirm your order", for a COD order without a deposit, recorded with the order. Its link
 * carries a signed token (orders/buyer-link.ts): a live secret until the mail is sent, so it is
 * marked (`secrets`) and the stored copy keeps `••••••` in its place once sent, so that a database
 * reader cannot confirm the order.
 */
export function orderConfirmRequestMail(input: ConfirmRequestInput, token: string): MailContent {
  const t = T[input.language];
  const { order } = input;
  const total = formatVnd(order.total, input.language);
  const blocks: MailBlock[] = [
    heading(t.confirmTitle),
    paragraph(t.hello(input.name)),
    paragraph(t.confirmIntro(order.code, total)),
    button(t.confirmButton, input.confirmUrl),
    linkFallback(t.confirmFallback, input.confirmUrl),
    finePrint(t.confirmValidity(input.confirmHours)),
    divider(),
    ...linesAndTotals(input),
  ];
  return {
    ...mail(input, 'order-confirm', t.confirmSubject(order.code), t.confirmIntro(order.code, total), blocks),
    dedupeKey: dedupeKeyOf('order-confirm', order.id),
    secrets: [encodeURIComponent(token)],
  };
}

// ── mails recorded in the order's transaction, rendered after its commit ─────────────────────────

/**
 * An order mail to send, as the order's transaction records it in the outbox (MailQueue.record):
 * the template and everything it shows, read in that transaction, so that the mail rendered after the
 * commit shows the order as the change left it, whatever happened to it since.
 */
export type OrderMailRequest =
  | {
      template: 'order-placed' | 'order-status' | 'payment-reminder' | 'payment-received';
      input: OrderMailInput;
    }
  | { template: 'order-confirm'; input: ConfirmRequestInput; token: string };

/** What the outbox row holds before the mail is rendered: recipient, kind, dedupe key and secrets. */
export function orderMailEnvelope(request: OrderMailRequest): {
  to: string;
  kind: OrderMailRequest['template'];
  dedupeKey: string | undefined;
  secrets: string[] | undefined;
} {
  const { template, input } = request;
  return {
    to: input.to,
    kind: template,
    dedupeKey:
      template === 'payment-received' || template === 'order-confirm'
        ? dedupeKeyOf(template, input.order.id)
        : undefined,
    secrets: request.template === 'order-confirm' ? [encodeURIComponent(request.token)] : undefined,
  };
}

/** The mail of a request; pure, so rendering a request twice gives the same mail. */
export function renderOrderMail(request: OrderMailRequest): MailContent {
  switch (request.template) {
    case 'order-placed':
      return orderPlacedMail(request.input);
    case 'order-status':
      return orderStatusMail(request.input);
    case 'payment-reminder':
      return paymentReminderMail(request.input);
    case 'payment-received':
      return paymentReceivedMail(request.input);
    case 'order-confirm':
      return orderConfirmRequestMail(request.input, request.token);
  }
}
