/** Milliseconds left until `expiresAt` (never below 0; 0 for a date that cannot be read). */
export function remainingMs(expiresAt: string | null | undefined, now: number): number {
  if (!expiresAt) return 0;
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** "29:59", "4:05", "0:00"; an hour or more shows "1:02:03". Whole seconds, rounded up. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
