import { paymentBalance, type QrPayment } from '@shop/shared';
import type { Config } from '../../config.js';
import type { OrderRow } from '../../db/schema/index.js';
import { vietQrPayload } from './vietqr.js';

/** Short names of common NAPAS bank BINs, shown beside the account (others show the BIN only). */
const BANK_NAMES: Record<string, string> = {
  '970416': 'ACB',
  '970436': 'Vietcombank',
  '970415': 'VietinBank',
  '970418': 'BIDV',
  '970405': 'Agribank',
  '970422': 'MB Bank',
  '970407': 'Techcombank',
  '970432': 'VPBank',
  '970423': 'TPBank',
  '970403': 'Sacombank',
  '970441': 'VIB',
  '970443': 'SHB',
  '970437': 'HDBank',
};

export const bankName = (bin: string): string | null => BANK_NAMES[bin] ?? null;

/**
 * The payment object of a QR order (docs/decisions/0034-vietqr-and-bank-transfer-matching.md): the VietQR
 * payload for the shop's account, the amount and the order code as memo, rendered as a PNG data URL by the
 * `qrcode` package. The amount is what is still due, from the order as stored (after a partial transfer the
 * QR asks for the rest, so scanning it again does not pay twice); null when nothing is due (paid, over-paid,
 * or no longer waiting).
 */
export async function qrPaymentFor(
  bank: Config['bank'],
  order: Pick<OrderRow, 'code' | 'total' | 'paidAmount' | 'paymentStatus' | 'status' | 'expiresAt'>,
): Promise<QrPayment | null> {
  const { due, paid } = paymentBalance(order);
  return vietQrFor(bank, order, due, paid);
}

/**
 * The payment object for what is left of a HIGH-risk COD order's deposit, while the
 * order waits for it (Pending, payment pending, the deposit not reached); null otherwise. The carrier
 * collects the rest at the door.
 */
export async function depositPaymentFor(
  bank: Config['bank'],
  order: Pick<
    OrderRow,
    | 'code'
    | 'paymentMethod'
    | 'depositAmount'
    | 'depositPaidAt'
    | 'paidAmount'
    | 'paymentStatus'
    | 'status'
    | 'expiresAt'
  >,
): Promise<QrPayment | null> {
  const waiting = order.paymentStatus === 'pending' && order.status === 'Pending';
  if (order.paymentMethod !== 'COD' || !waiting || order.depositPaidAt) return null;
  const paid = Math.max(0, order.paidAmount);
  return vietQrFor(bank, order, Math.max(0, order.depositAmount - paid), paid);
}

async function vietQrFor(
  bank: Config['bank'],
  order: Pick<OrderRow, 'code' | 'expiresAt'>,
  due: number,
  paid: number,
): Promise<QrPayment | null> {
  if (due <= 0) return null;
  const payload = vietQrPayload({
    bankBin: bank.bin,
    accountNumber: bank.accountNo,
    amount: due,
    memo: order.code,
  });
  // loaded on the first QR order, not at start (qrcode and pngjs are 57 modules)
  const { default: QRCode } = await import('qrcode');
  const qrImage = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return {
    payload,
    qrImage,
    bankBin: bank.bin,
    bankName: bankName(bank.bin),
    accountNumber: bank.accountNo,
    accountName: bank.accountName,
    amount: due,
    paidAmount: paid,
    memo: order.code,
    expiresAt: (order.expiresAt ?? new Date()).toISOString(),
  };
}
