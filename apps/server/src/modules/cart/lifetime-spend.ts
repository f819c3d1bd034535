import type { DbOrTx } from '../../db/client.js';

/**
 * DECISIONS §6: a user's lifetime spend is the sum of the totals of their Completed orders, and it
 * decides their rank (SPEC §3). Orders do not exist yet, so everyone is at 0 (Blush Babe); the orders
 * issue replaces this body with that sum. Every rank in the app reads the spend from here only.
 */
export async function lifetimeSpend(_db: DbOrTx, _userId: string): Promise<number> {
  return 0;
}
