import type { QrPayment } from '@shop/shared';
import type { Config } from '../../config.js';
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
 * DECISIONS §7/§10: the payment object of a QR order: the VietQR payload for the shop's account, the
 * amount and the order code as memo, drawn as a PNG data URL by the `qrcode` package.
 */
export async function qrPaymentFor(
  bank: Config['bank'],
  order: { code: string; total: number; expiresAt: Date | null },
): Promise<QrPayment> {
  const payload = vietQrPayload({
    bankBin: bank.bin,
    accountNumber: bank.accountNo,
    amount: order.total,
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
    amount: order.total,
    memo: order.code,
    expiresAt: (order.expiresAt ?? new Date()).toISOString(),
  };
}
