import type { Order } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { orderPlacedMail, orderStatusMail, paymentReceivedMail, paymentReminderMail } from './order-mails.js';

const order: Order = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'DH-7K2M9Q',
  status: 'Pending',
  paymentMethod: 'QR',
  paymentStatus: 'pending',
  items: [
    {
      productId: null,
      name: 'Áo <b>lụa</b> & ren',
      size: 'S',
      quantity: 2,
      unitPrice: 390_000,
      lineTotal: 780_000,
      soldAsIs: false,
    },
  ],
  subtotal: 780_000,
  discount: 39_000,
  couponCode: null,
  rankName: 'Rosé Darling',
  shippingFee: 10_000,
  total: 751_000,
  shipping: {
    name: 'Lan <script>',
    phone: '0912345678',
    email: 'lan@example.vn',
    country: 'Vietnam',
    province: 'Thành phố Hồ Chí Minh',
    ward: 'Phường Sài Gòn',
    street: '42 Đồng Khởi',
  },
  history: [],
  createdAt: '2025-07-01T00:00:00.000Z',
  updatedAt: '2025-07-01T00:00:00.000Z',
  userId: null,
  expiresAt: null,
  completedAt: null,
  paidAmount: 0,
  amountDue: 751_000,
  overpaidAmount: 0,
  paymentFlag: null,
  totalUsd: null,
  returnReason: null,
  payment: null,
  shipment: null,
  risk: null,
  buyerHistory: null,
  confirmedByBuyer: false,
  depositAmount: 0,
  depositPaid: false,
  cancelReason: null,
  deliveryFlag: null,
  calls: [],
};
const base = {
  to: 'lan@example.vn',
  name: 'Lan',
  publicUrl: 'https://shop.example.vn',
  paymentTtlMinutes: 30,
};
const bank = { accountNumber: '257678859', accountName: 'CONG TY LUMIERE', bankName: 'ACB' };

describe('order mails (DECISIONS §8)', () => {
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

  it('payment received (issue #28): the amount that arrived, in English and Vietnamese, once per order', () => {
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

  it('says a DEFECTIVE piece is sold as is, in English and Vietnamese (DECISIONS §11)', () => {
    const defective: Order = { ...order, items: [{ ...order.items[0]!, soldAsIs: true }] };
    const en = orderPlacedMail({ ...base, language: 'en', order: defective });
    const vi = orderPlacedMail({ ...base, language: 'vi', order: defective });
    expect(en.text).toContain('sold as is');
    expect(vi.text).toContain('bán nguyên trạng');
    const plain = orderPlacedMail({ ...base, language: 'en', order });
    expect(plain.text).not.toContain('sold as is');
  });
});
