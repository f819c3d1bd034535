/** An access token is valid only as three non-empty dot-separated parts (docs/requirements/states.md). */
export function isTokenShape(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((p) => p.length > 0);
}

/** Reads the `exp` claim (seconds) of a JWT without checking it; undefined when unreadable. */
export function tokenExpiry(token: string): number | undefined {
  if (!isTokenShape(token)) return undefined;
  try {
    const part = (token.split('.')[1] as string).replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(part.padEnd(part.length + ((4 - (part.length % 4)) % 4), '=')));
    return typeof json.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else is simply not found (and never reaches a uuid column). */
export const isUuid = (value: string): boolean => UUID.test(value);
