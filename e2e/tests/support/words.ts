/** A word no other test's data contains (upper case: it reads like an order code in names). */
export const uniqueWord = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** SPEC §9: money as a number with the dong sign, as the page shows it in English. */
export const vnd = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} ₫`;
