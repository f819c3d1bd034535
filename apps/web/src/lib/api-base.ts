const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Every call goes to {host}/api, base configurable. A base starting with plain http is
 * rejected in production (credentials and tokens would travel in clear), except for this machine.
 */
export function resolveApiBase(configured: string | undefined, production: boolean): string {
  const base = (configured?.trim() || '/api').replace(/\/+$/, '');
  if (production && base.startsWith('http:')) {
    const host = new URL(base).hostname;
    if (!LOCAL_HOSTS.has(host)) throw new Error(`Refusing insecure API base ${base}: use https`);
  }
  return base;
}
