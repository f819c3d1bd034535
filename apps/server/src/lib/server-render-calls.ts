import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The server-side render reads the public API in-process (delivery/server-rendering.ts); those calls
 * are the server's own, not a client's, and the API's rate limit leaves them alone (plugins/api.ts).
 * They carry a header whose value is a secret of this process, so that no client can forge one.
 */
const CALL_HEADER = 'x-shop-render';
const CALL_SECRET = randomBytes(16).toString('hex');

/** The header that marks an API call as the server-side render's own. */
export const SERVER_RENDER_CALL_HEADERS: Readonly<Record<string, string>> = { [CALL_HEADER]: CALL_SECRET };

/** Whether a request is an API call of the server-side render, not of a client. */
export function isServerRenderCall(request: FastifyRequest): boolean {
  return request.headers[CALL_HEADER] === CALL_SECRET;
}
