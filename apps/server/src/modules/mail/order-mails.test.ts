import type { Order } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { hasSecrets, markSecrets, REDACTED, redactSecrets } from './mail.secrets.js';
import {
  orderConfirmRequestMail,
  orderPlacedMail,
  orderStatusMail,
  paymentReceivedMail,
  paymentReminderMail,
} from './order-mails.js';
import { sampleOrder } from './sample-order.js';

const order: Order = sampleOrder;
const base = {
  to: 'lan@example.vn',
  name: 'Lan',
  publicUrl: 'https://shop.example.vn',
  paymentTtlMinutes: 30,
};
const bank = { accountNumber: '257678859', accountName: 'CONG TY LUMIERE', bankName: 'ACB' };

describe('order mails', () => {
  it('order placed: lines, totals, address and the transfer details, escaped, in English', () => {
    const m = orderPlacedMail({ ...base, language: 'en', order, bank });
    expect(m).toMatchObject({ kind: 'order-placed', subject: 'Your order DH-7K2M9Q has been placed' });
    expect(m.text).toContain('Áo <b>lụa</b> & ren — size S × 2: 780,000 ₫');
    expect(m.text).toContain('Discount (Rosé Darling): −39,000 ₫');
    expect(m.text).toContain('Total: 751,000 ₫');
    expect(m.text).toContain('within 30 minutes');
    expect(m.text).toContain('Transfer memo: DH-7K2M9Q');
    expect(m.html).toContain('Áo &lt;b&gt;lụa&lt;/b&gt; &amp; ren');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('href="https://shop.example.vn/profile"');
  });

  it('order placed in Vietnamese, with dots between thousands', () => {
    const m = orderPlacedMail({ ...base, language: 'vi', order: { ...order, paymentMethod: 'COD' } });
    expect(m.subject).toBe('Đơn hàng DH-7K2M9Q của bạn đã được đặt');
    expect(m.text).toContain('Tổng cộng: 751.000 ₫');
    expect(m.text).toContain('Thanh toán khi nhận hàng');
    expect(m.text).not.toContain('Nội dung chuyển khoản');
  });

  it('status changed names the new status in the customer’s language', () => {
    const en = orderStatusMail({
      ...base,
      language: 'en',
      order: { ...order, status: 'Shipped to Carrier' },
    });
    expect(en).toMatchObject({
      kind: 'order-status',
      subject: 'Your order DH-7K2M9Q is now Shipped to Carrier',
    });
    const vi = orderStatusMail({ ...base, language: 'vi', order: { ...order, status: 'Canceled' } });
    expect(vi.subject).toBe('Đơn hàng DH-7K2M9Q: Đã hủy');
    expect(vi.text).toContain('hoàn tiền');
  });

  it('payment reminder gives the amount and, for QR, the account and memo', () => {
    const m = paymentReminderMail({ ...base, language: 'en', order, bank });
    expect(m).toMatchObject({
      kind: 'payment-reminder',
      subject: 'Reminder: your order DH-7K2M9Q is waiting for payment',
    });
    expect(m.text).toContain('751,000 ₫');
    expect(m.text).toContain('Account: 257678859');
  });

  it('payment received: the amount that arrived, in English and Vietnamese, once per order', () => {
    const paid = { ...order, paymentStatus: 'completed' as const, paidAmount: 751_000, amountDue: 0 };
    const en = paymentReceivedMail({ ...base, language: 'en', order: paid });
    expect(en).toMatchObject({
      kind: 'payment-received',
      subject: 'Payment received for your order DH-7K2M9Q',
      dedupeKey: `payment-received:${order.id}`,
    });
    expect(en.text).toContain('We have received your payment of 751,000 ₫ for your order DH-7K2M9Q');
    expect(en.text).toContain('Bank transfer (VietQR)');
    expect(en.text).toContain('Total: 751,000 ₫');
    const vi = paymentReceivedMail({ ...base, language: 'vi', order: paid });
    expect(vi.subject).toBe('Đã nhận thanh toán cho đơn hàng DH-7K2M9Q');
    expect(vi.text).toContain('Chúng tôi đã nhận được khoản thanh toán 751.000 ₫');
    const paypal = paymentReceivedMail({
      ...base,
      language: 'en',
      order: { ...paid, paymentMethod: 'PAYPAL', paidAmount: 0, totalUsd: '30.04' },
    });
    expect(paypal.text).toContain('751,000 ₫ (US$30.04)');
    expect(paypal.text).toContain('(PayPal)');
  });

  it('says a DEFECTIVE piece is sold as is, in English and Vietnamese', () => {
    const defective: Order = { ...order, items: [{ ...order.items[0]!, soldAsIs: true }] };
    const en = orderPlacedMail({ ...base, language: 'en', order: defective });
    const vi = orderPlacedMail({ ...base, language: 'vi', order: defective });
    expect(en.text).toContain('sold as is');
    expect(vi.text).toContain('bán nguyên trạng');
    const plain = orderPlacedMail({ ...base, language: 'en', order });
    expect(plain.text).not.toContain('sold as is');
  });

  describe('fulfilment', () => {
    const cod: Order = { ...order, paymentMethod: 'COD' };
    const shipped: Order = {
      ...cod,
      status: 'Shipped to Carrier',
      shipment: {
        carrier: 'GHN',
        trackingCode: 'LBK7QX<9>',
        fee: 0,
        codAmount: 751_000,
        status: 'picked',
        events: [
          { status: 'ready_to_pick', at: '2026-11-27T01:00:00.000Z', note: null },
          { status: 'picked', at: '2026-11-27T03:30:00.000Z', note: 'Kho <Q1>' },
        ],
        trackingUrl: 'https://donhang.ghn.vn/?order_code=LBK7QX%3C9%3E',
        weight: 300,
        codCollected: null,
        createdAt: '2026-11-27T01:00:00.000Z',
      },
    };

    it('the shipped mail shows the carrier, the tracking code with its page, and the events so far', () => {
      const en = orderStatusMail({ ...base, language: 'en', order: shipped });
      expect(en.text).toContain('Carrier: GHN');
      expect(en.text).toContain('Tracking code: LBK7QX<9>');
      expect(en.text).toContain('Follow your parcel: https://donhang.ghn.vn/?order_code=LBK7QX%3C9%3E');
      expect(en.text).toContain('27/11/2026, 08:00: Waiting for pickup');
      expect(en.text).toContain('27/11/2026, 10:30: Picked up (Kho <Q1>)');
      expect(en.html).toContain('href="https://donhang.ghn.vn/?order_code=LBK7QX%3C9%3E"');
      expect(en.html).toContain('LBK7QX&lt;9&gt;');
      expect(en.html).not.toContain('<Q1>');
      const vi = orderStatusMail({ ...base, language: 'vi', order: shipped });
      expect(vi.text).toContain('Mã vận đơn: LBK7QX<9>');
      expect(vi.text).toContain('Đã lấy hàng (Kho <Q1>)');
      // no shipment (staff moved it by hand): no carrier block
      const plain = orderStatusMail({ ...base, language: 'en', order: { ...shipped, shipment: null } });
      expect(plain.text).not.toContain('Carrier: GHN');
    });

    it('a canceled order’s mail says why, when the shop knows', () => {
      const canceled = (cancelReason: Order['cancelReason']): Order => ({
        ...cod,
        status: 'Canceled',
        cancelReason,
      });
      expect(orderStatusMail({ ...base, language: 'en', order: canceled('REFUSED_AT_DOOR') }).text).toContain(
        'The parcel was refused at delivery and has come back to us.',
      );
      expect(orderStatusMail({ ...base, language: 'vi', order: canceled('UNCONFIRMED') }).text).toContain(
        'Đơn hàng thanh toán khi nhận hàng này không được xác nhận kịp thời nên chúng tôi đã hủy.',
      );
      const none = orderStatusMail({ ...base, language: 'en', order: canceled(null) }).text;
      expect(none).not.toMatch(/refused|not confirmed|reach you/);
    });

    it('a COD order staff never confirmed says so, with the days, in English and Vietnamese', () => {
      const order: Order = { ...cod, status: 'Canceled', cancelReason: 'NOT_CONFIRMED_BY_STAFF' };
      const en = orderStatusMail({ ...base, language: 'en', order });
      expect(en.text).toContain(
        'You confirmed this cash-on-delivery order, but we could not confirm it within 7 days, so we canceled it.',
      );
      expect(en.html).toContain('we could not confirm it within 7 days');
      const vi = orderStatusMail({ ...base, language: 'vi', order });
      expect(vi.text).toContain(
        'Bạn đã xác nhận đơn hàng thanh toán khi nhận hàng này, nhưng chúng tôi không thể xác nhận trong vòng 7 ngày nên đã hủy đơn.',
      );
    });

    it('the placed mail of a deposit order says the deposit, its transfer details and what the carrier collects', () => {
      const deposit: Order = { ...cod, depositAmount: 226_000 };
      const en = orderPlacedMail({ ...base, language: 'en', order: deposit, bank });
      expect(en.text).toContain('please pay a deposit of 226,000 ₫ by bank transfer within 30 minutes');
      expect(en.text).toContain('The carrier collects the remaining 525,000 ₫');
      expect(en.text).toContain('Amount: 226,000 ₫');
      expect(en.text).toContain('Transfer memo: DH-7K2M9Q');
      expect(en.text).not.toContain('You pay in cash when the parcel arrives');
      const vi = orderPlacedMail({ ...base, language: 'vi', order: deposit, bank });
      expect(vi.text).toContain('Tiền đặt cọc: 226.000 ₫');
      expect(vi.text).toContain('Đơn vị vận chuyển thu: 525.000 ₫');
      expect(orderPlacedMail({ ...base, language: 'en', order: cod, bank }).text).not.toContain('deposit');
    });

    it('the confirm request links to the confirm page; its token is a secret the stored copy loses', () => {
      const token = `${order.id}.1796000000.abc-DEF_123`;
      const confirmUrl = `https://shop.example.vn/confirm-order?token=${token}`;
      const m = orderConfirmRequestMail(
        { ...base, language: 'en', order: cod, confirmUrl, confirmHours: 48 },
        token,
      );
      expect(m).toMatchObject({
        kind: 'order-confirm',
        subject: 'Please confirm your order DH-7K2M9Q',
        dedupeKey: `order-confirm:${order.id}`,
        secrets: [token],
      });
      expect(m.text).toContain(`Confirm my order: ${confirmUrl}`);
      expect(m.text).toContain('not confirmed within 48 hours is canceled');
      expect(m.html).toContain(`href="${confirmUrl}"`);
      const kept = redactSecrets(markSecrets(m, m.secrets));
      expect(hasSecrets(kept)).toBe(false);
      expect(JSON.stringify(kept)).not.toContain('abc-DEF_123');
      expect(kept.text).toContain(`confirm-order?token=${REDACTED}`);
      const vi = orderConfirmRequestMail(
        { ...base, language: 'vi', order: cod, confirmUrl, confirmHours: 24 },
        token,
      );
      expect(vi.subject).toBe('Vui lòng xác nhận đơn hàng DH-7K2M9Q');
      expect(vi.text).toContain('trong vòng 24 giờ');
    });
  });
});
