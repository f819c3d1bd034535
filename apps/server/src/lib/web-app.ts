import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * DECISIONS §1: the server serves the built web app beside the API. Hashed assets (/assets/*) are
 * cached for a year; index.html is never cached, so a deploy is seen at once; every other non-API
 * path answers index.html and the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;
  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // index.html goes through the fallback below, with no-cache
      allowedPath: (pathName) => pathName !== '/index.html',
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(distDir, filePath);
        res.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? YEAR : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isApi || !wantsPage) {
      return reply
        .status(404)
        .send({ error: `Route ${request.method} ${pathname} not found`, code: 'NOT_FOUND' });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
