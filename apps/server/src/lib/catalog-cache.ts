import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the domains know of the response cache that holds the public catalogue's responses
 * (delivery/response-cache.ts implements all three): they announce a change through
 * `CatalogInvalidation`, keep values derived from the catalogue with `CatalogCache`, and their
 * public read routes send through `CachedResponses`. None of them imports the delivery layer.
 */

/**
 * Told of every change of what shoppers see of the catalogue, once it is committed: the cache
 * entries made before it are not served after it returns.
 */
export interface CatalogInvalidation {
  /**
   * Invalidates every cache entry, or, when `tags` are given, only the entries tagged with one of
   * them (modules/catalog/catalog.cache-tags.ts names the tags). An empty list invalidates nothing.
   */
  invalidate(tags?: readonly string[]): void;
}

/** Values derived from the catalogue, kept until an invalidation that concerns them. */
export interface CatalogCache extends CatalogInvalidation {
  /**
   * The value cached under `key`, or the one `produce` makes (then stored; undefined is not). Requests
   * that miss the same key together share one `produce`.
   */
  wrap<T>(key: string, produce: () => Promise<T | undefined>): Promise<T | undefined>;
}

/** The public catalogue reads' way to send: from the cache, conditional on the ETag. */
export interface CachedResponses {
  /**
   * Sends the cache entry of the request's URL, or the JSON of what `produce` returns (stored as the
   * entry); responds 304 to If-None-Match.
   */
  send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void>;
}

/** A response body already serialised to JSON: `CachedResponses.send` sends these bytes as they are. */
export class SerializedJson {
  constructor(readonly bytes: Buffer) {}
}
