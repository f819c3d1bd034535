import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { ShippingRepository } from './shipping.repository.js';
import type { ShippingService } from './shipping.service.js';

export interface ShipmentPollOptions {
  /** how often each instance polls, and how old a shipment's last read must be to be read again */
  intervalMs: number;
  /** shipments claimed per round trip to the database */
  batchSize: number;
}

/**
 * The catch-up poll. A callback may never come (dropped, refused while the shop was
 * down, GHN_WEBHOOK_TOKEN unset): every instance, every `intervalMs` (and once at start), claims the
 * shipments still moving whose last read is older than that (shipping.repository.ts `claimDue`: FOR
 * UPDATE SKIP LOCKED, so each is read once per round across instances), reads each from its carrier
 * and applies it as a callback would. Stops cleanly, finishing the round in flight (like
 * checkout/payment-expiry.ts).
 */
export class ShipmentPoll {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly shipping: ShippingService,
    private readonly log: FastifyBaseLogger,
    private readonly options: ShipmentPollOptions = { intervalMs: 10 * 60_000, batchSize: 25 },
  ) {}

  start(): void {
    if (this.timer) return;
    void this.poll();
    this.timer = setInterval(() => void this.poll(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  /** One round: returns how many shipments the carrier responded for. One round at a time per instance. */
  poll(): Promise<number> {
    this.running ??= this.round()
      .catch((err) => {
        this.log.error({ err }, 'shipment poll failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async round(): Promise<number> {
    let read = 0;
    for (;;) {
      const due = await new ShippingRepository(this.db).claimDue(
        this.options.intervalMs,
        this.options.batchSize,
      );
      for (const shipment of due) {
        // one shipment that fails to apply does not hold the others back; it is due again next round
        const ok = await this.shipping.follow(shipment, 'poll').catch((err) => {
          this.log.error({ err, trackingCode: shipment.trackingCode }, 'shipment poll: not applied');
          return false;
        });
        if (ok) read += 1;
      }
      // claimed shipments are not due again this round: the loop ends when none is left
      if (due.length < this.options.batchSize) break;
    }
    if (read) this.log.info({ read }, 'shipments polled');
    return read;
  }
}
