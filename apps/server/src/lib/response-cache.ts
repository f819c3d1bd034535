import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

/**
 * Serialised answers of the public catalogue reads (listing, detail, collections, banners), kept in
 * process and dropped as a whole by `invalidate()`, which every write that changes what a shopper
 * sees calls (staff edits, and later orders that change stock) before it answers: after a write
 * returns, no shopper is served the old version. Entries also expire after `ttlMs` as a backstop.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  private version = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2000,
  ) {}

  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }

  /** Answers from the cache, or runs `produce`, stores its JSON and answers it; honours If-None-Match. */
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    const key = request.url;
    let entry = this.entries.get(key);
    if (!entry || entry.expires < Date.now()) {
      const version = this.version;
      const body = JSON.stringify(await produce());
      entry = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
        expires: Date.now() + this.ttlMs,
      };
      // a write that happened while this was computed makes it stale: answer it, do not keep it
      if (version === this.version) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, entry);
      }
    }
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) reply.status(304).send();
    // already serialised: Fastify sends a string as it is
    else reply.type('application/json; charset=utf-8').send(entry.body);
    // A reply is a thenable that settles once the answer is written. Waiting for it matters: the
    // compression hook finishes later, and a handler that resolved before would make Fastify send
    // again, an empty body.
    await reply;
  }
}
