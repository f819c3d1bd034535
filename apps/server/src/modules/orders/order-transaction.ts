import type { DbOrTx } from '../../db/client.js';
import type { StockMove } from '../catalog/catalog.cache-tags.js';
import type { MailQueue, RecordedMail } from '../mail/mail.queue.js';
import type { OrderMailRequest } from '../mail/order-mails.js';

/**
 * The transaction of one order change (`OrdersService.runOrderChange`): its database handle, and
 * what the change leaves for after the commit. A mail is recorded in the transaction (its outbox
 * row commits or rolls back with the change) and rendered after the commit; the stock it moved tells
 * which cached catalogue entries to invalidate then. Nothing here talks to a provider.
 */
export class OrderTransaction {
  /** the mails recorded, to render and send after the commit */
  readonly mails: RecordedMail[] = [];
  /** the stock taken or given back, to invalidate after the commit */
  readonly stock: StockMove[] = [];

  constructor(
    readonly db: DbOrTx,
    private readonly mail: MailQueue,
  ) {}

  /** Records these mails in the transaction, in one statement; they are rendered after the commit. */
  async send(...requests: OrderMailRequest[]): Promise<void> {
    if (requests.length) this.mails.push(...(await this.mail.record(this.db, requests)));
  }

  /** Stock moved in the transaction: what shoppers see of it is invalidated after the commit. */
  stockChanged(move: StockMove): void {
    this.stock.push(move);
  }
}
