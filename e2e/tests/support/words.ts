/** A word no other test's data contains (upper case: it reads like an order code in names). */
export const uniqueWord = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Money as a number with the dong sign, as the page shows it in English. */
export const vnd = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} ₫`;

/**
 * A Vietnamese mobile number no other test uses: the shop takes at most 3 open cash-on-delivery
 * orders per phone, and counts a phone's open orders in the order's risk.
 */
export const uniquePhone = () =>
  `09${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** A street address no other test uses, for the same reason (the limit holds per address too). */
export const uniqueStreet = (street = 'Lê Lợi') => `${100 + Math.floor(Math.random() * 9900)} ${street}`;
