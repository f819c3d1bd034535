import type { FastifyInstance } from 'fastify';
import { notFound } from './app-error.js';
import { IMAGE_ROUTE } from './images.js';
import type { ObjectStorage } from './storage.js';

/** what ImageStore names a variant: `<uuid>-<width>.webp`; anything else is not looked up at all */
const VARIANT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{1,5}\.webp$/;
/** random keys, never rewritten: cached for a year, never revalidated */
const YEAR = 'public, max-age=31536000, immutable';

/** If-None-Match holds the validator (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * GET /images/<name>: uploaded images, streamed from the storage (disk or bucket) by this server, so
 * that the URL, the headers and the cache lifetime are the same whichever storage runs. Streaming
 * rather than redirecting to the bucket keeps the bucket private, needs no signed URL (which would
 * change, defeating the year-long cache), and lets the reverse proxy or a CDN cache the response.
 */
export function registerImageRoute(app: FastifyInstance, storage: ObjectStorage): void {
  app.get<{ Params: { name: string } }>(
    `${IMAGE_ROUTE}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const object = VARIANT_NAME.test(name) ? await storage.get(name) : undefined;
      if (!object) throw notFound('Image');
      reply
        .header('cache-control', YEAR)
        .header('etag', object.etag)
        .header('last-modified', object.lastModified.toUTCString());
      if (matches(request.headers['if-none-match'], object.etag)) {
        object.body.destroy();
        return reply.code(304).send();
      }
      return reply.type('image/webp').header('content-length', object.size).send(object.body);
    },
  );
}
