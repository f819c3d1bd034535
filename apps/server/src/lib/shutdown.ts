import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish, close the database
 * (the app's onClose hooks), exit 0. A shutdown that hangs is cut short after `graceMs`.
 */
export function installGracefulShutdown(app: FastifyInstance, graceMs = 30_000): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
