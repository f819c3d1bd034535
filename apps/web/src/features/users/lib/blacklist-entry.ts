import type { BlacklistEntry } from '@shop/shared';

/** Whom an entry names, as staff read it: the user's name, else the e-mail or the phone. */
export const whoOf = (entry: BlacklistEntry): string => entry.user?.name ?? entry.email ?? entry.phone ?? '—';

/** The named user's sign-in address, or the address the entry names. */
export const mailOf = (entry: BlacklistEntry): string | null => entry.user?.email ?? entry.email;
