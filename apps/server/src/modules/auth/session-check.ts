import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import type { AccessClaims } from '../../lib/tokens.js';
import { SessionsRepository } from './sessions.repository.js';

/** How long whether a login is live is kept: an ended login's token is refused within this. */
export const SESSION_CHECK_TTL_MS = 3_000;

export interface SessionCheckDeps {
  db: Db;
  /** how long whether a login is live is kept, in ms */
  ttlMs?: number;
}

/**
 * An access token is refused on every signed-in endpoint within a few seconds of its login ending
 * (logout, password reset, a change of password elsewhere, refresh-token reuse, blacklisting,
 * deletion), not only at its 15-minute expiry: whoever stole it, or whoever the owner signed out,
 * loses it at once. The token names its login (its refresh
 * family); whether that login is live is read from the database and kept a few seconds per login,
 * so a busy shopper costs one read per few seconds, not one per request. This instance forgets an
 * account's entries as soon as it ends a login itself; other instances follow within the TTL.
 */
export class SessionCheck {
  private readonly cache: LRUCache<string, boolean>;

  constructor({ db, ttlMs = SESSION_CHECK_TTL_MS }: SessionCheckDeps) {
    const sessions = new SessionsRepository(db);
    this.cache = new LRUCache<string, boolean>({
      max: 100_000,
      ttl: ttlMs,
      // concurrent requests of one login share one read
      fetchMethod: (key) => {
        const [accountId, familyId] = key.split(' ') as [string, string];
        return sessions.sessionLive(accountId, familyId);
      },
    });
  }

  async live(claims: AccessClaims): Promise<boolean> {
    return (await this.cache.fetch(`${claims.acc} ${claims.sid}`)) === true;
  }

  /** Drops what is kept of an account's logins (this instance just ended one or all of them). */
  forget(accountId: string): void {
    const prefix = `${accountId} `;
    for (const key of this.cache.keys()) if (key.startsWith(prefix)) this.cache.delete(key);
  }
}
