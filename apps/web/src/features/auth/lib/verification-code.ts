/** Verification codes are 6 capitals and digits. */
export const CODE_LENGTH = 6;

/** Keeps what a code can hold, so typing or pasting "abc 123" or "ABC-123" gives "ABC123". */
export const cleanCode = (raw: string): string =>
  raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, CODE_LENGTH);
