import { describe, expect, it } from 'vitest';
import { crc16, vietQrPayload } from './vietqr.js';

describe('VietQR payload', () => {
  it('matches the test vector of docs/decisions/0034', () => {
    expect(
      vietQrPayload({ bankBin: '970416', accountNumber: '257678859', amount: 10_000, memo: 'Chuyen tien' }),
    ).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('ends with a CRC that verifies the rest of the payload', () => {
    const payload = vietQrPayload({
      bankBin: '970436',
      accountNumber: '0011004567890',
      amount: 1_250_000,
      memo: 'DH-7K2M9Q',
    });
    expect(payload).toContain('5407125000'); // tag 54, length 07, amount
    expect(payload).toContain('62130809DH-7K2M9Q');
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('keeps the memo to plain ASCII and refuses bad input', () => {
    expect(vietQrPayload({ bankBin: '970416', accountNumber: '1', amount: 1, memo: 'Đơn DH-1' })).toContain(
      '0806n DH-1',
    );
    expect(() => vietQrPayload({ bankBin: '9704', accountNumber: '1', amount: 1, memo: 'x' })).toThrow();
    expect(() => vietQrPayload({ bankBin: '970416', accountNumber: '1', amount: 0, memo: 'x' })).toThrow();
    expect(() => vietQrPayload({ bankBin: '970416', accountNumber: '1', amount: 10.5, memo: 'x' })).toThrow();
  });
});
