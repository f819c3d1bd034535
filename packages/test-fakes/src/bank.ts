// The bank's transfer notification as SePay's webhooks deliver it, the shape the shop's bank webhook
// reads: the body (id, gateway, transactionDate, accountNumber, content, transferType,
// transferAmount, referenceCode…) and the `Authorization: Apikey <key>` header.
//   https://developer.sepay.vn/en/sepay-webhooks
//   https://developer.sepay.vn/en/sepay-webhooks/tich-hop-webhook
import type { FastifyInstance } from 'fastify';

export interface BankTransfer {
  /** the bank's transaction id (SePay's numeric id) */
  id?: number | string;
  amount: number;
  /** the transfer memo as the bank delivers it (noise around the order code) */
  content: string;
  accountNumber?: string;
  transferType?: 'in' | 'out';
  /** the shared secret; the configured one by default */
  secret?: string;
}

let nextId = 900_000;

/** A SePay-style notification body, as the bank's webhook sender posts it. */
export function bankWebhookBody(t: BankTransfer, defaultAccount: string) {
  nextId += 1;
  return {
    id: t.id ?? nextId,
    gateway: 'ACB',
    transactionDate: new Date().toISOString().replace('T', ' ').slice(0, 19),
    accountNumber: t.accountNumber ?? defaultAccount,
    code: null,
    content: t.content,
    transferType: t.transferType ?? 'in',
    transferAmount: t.amount,
    accumulated: 125_000_000,
    subAccount: null,
    referenceCode: `FT${nextId}`,
    description: `BankAPINotify ${t.content}`,
  };
}

/** The app under test, as far as posting to its webhook needs: Fastify's inject and the bank settings. */
export interface BankWebhookTarget {
  inject: FastifyInstance['inject'];
  ctx: { config: { bank: { accountNo: string; webhookSecret: string } } };
}

/** Posts a bank-transfer notification to the app as the bank would (Authorization: Apikey <secret>). */
export function sendBankTransfer(app: BankWebhookTarget, t: BankTransfer) {
  const { bank } = app.ctx.config;
  return app.inject({
    method: 'POST',
    url: '/api/payment/bank-webhook',
    headers: {
      authorization: `Apikey ${t.secret ?? bank.webhookSecret}`,
      'content-type': 'application/json',
    },
    payload: bankWebhookBody(t, bank.accountNo),
  });
}
