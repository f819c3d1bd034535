import type { bankWebhookBodySchema } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { bankTransactions } from '../../db/schema/index.js';

/** Drizzle queries of the bank's transfers as the webhook received them (the payments' own table). */
export class PaymentsRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Records a transfer under the bank's id; false when that id is recorded already. The primary key
   * decides, so a repeated delivery, even a concurrent one, records nothing.
   */
  async record(body: z.output<typeof bankWebhookBodySchema>): Promise<boolean> {
    const [recorded] = await this.db
      .insert(bankTransactions)
      .values({
        providerId: body.id,
        transferType: body.transferType,
        amount: body.transferAmount,
        accountNumber: body.accountNumber,
        content: body.content,
        transactionDate: body.transactionDate ?? null,
        outcome: 'received',
      })
      .onConflictDoNothing()
      .returning({ providerId: bankTransactions.providerId });
    return Boolean(recorded);
  }

  /** What the webhook did with the transfer, and the order it went to, kept for staff. */
  async settle(providerId: string, outcome: string, orderId: string | null): Promise<void> {
    await this.db
      .update(bankTransactions)
      .set({ outcome, orderId })
      .where(eq(bankTransactions.providerId, providerId));
  }
}
