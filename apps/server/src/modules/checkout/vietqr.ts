/**
 * The VietQR payload (docs/decisions/0034-vietqr-and-bank-transfer-matching.md; EMVCo merchant-presented QR,
 * NAPAS 247 transfer to an account), built here with no network call. Fields are tag (2 digits) + length (2
 * digits) + value.
 */
const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface VietQrInput {
  /** the bank's 6-digit BIN (e.g. 970416 for ACB) */
  bankBin: string;
  accountNumber: string;
  /** integer dong */
  amount: number;
  /** the transfer memo: the order code, which the bank webhook looks for */
  memo: string;
}

export function vietQrPayload({ bankBin, accountNumber, amount, memo }: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new Error('bankBin must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber))
    throw new Error('accountNumber must be 1 to 19 letters or digits');
  if (!Number.isInteger(amount) || amount <= 0 || String(amount).length > 13)
    throw new Error('amount must be a positive whole number of dong');
  // the memo travels through bank systems that accept plain ASCII only
  const cleanMemo = memo.replace(/[^\x20-\x7E]/g, '').slice(0, 25);
  const payload =
    tlv('00', '01') +
    tlv('01', '12') + // dynamic QR: one payment of a set amount
    tlv(
      '38',
      tlv('00', 'A000000727') +
        tlv('01', tlv('00', bankBin) + tlv('01', accountNumber)) +
        tlv('02', 'QRIBFTTA'),
    ) +
    tlv('53', '704') + // VND
    tlv('54', String(amount)) +
    tlv('58', 'VN') +
    tlv('62', tlv('08', cleanMemo));
  const withCrcTag = `${payload}6304`;
  return withCrcTag + crc16(withCrcTag);
}
