import { escapeHtml } from './mail.html.js';

/**
 * A stored mail holds no live secret (a verification code, a reset link's token) once sent: a database or
 * backup reader would otherwise verify any account or reset any password. A mail is queued with its secrets
 * marked in the stored subject, HTML and text; the worker sends it unmarked (as often as its retries need),
 * and once it is sent the row keeps `••••••` in their place. The marks are two private-use characters that no
 * template writes: any found in a mail's own content (a customer's name) are removed before marking, so they
 * cannot hide or fake a secret.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKS = /[\uE000\uE001]/g;
const MARKED = /\uE000[^\uE000\uE001]*\uE001/g;

/** What replaces a secret in a sent mail's stored copy. */
export const REDACTED = '••••••';

export interface MailParts {
  subject: string;
  html: string;
  text: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks each occurrence of each secret (and, in the HTML, of its escaped form) that stands on its own,
 * not inside a longer word: a 6-character code is not marked inside `<!DOCTYPE`.
 */
export function markSecrets(parts: MailParts, secrets: readonly string[] | undefined): MailParts {
  const clean = {
    subject: parts.subject.replace(MARKS, ''),
    html: parts.html.replace(MARKS, ''),
    text: parts.text.replace(MARKS, ''),
  };
  const values = (secrets ?? []).filter((s) => s.length > 0);
  if (values.length === 0) return clean;
  const pattern = (forms: string[]) =>
    new RegExp(
      `(?<![A-Za-z0-9])(?:${[...new Set(forms)]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})(?![A-Za-z0-9])`,
      'g',
    );
  const mark = (value: string, forms: string[]) =>
    value.replace(pattern(forms), (s) => `${OPEN}${s}${CLOSE}`);
  return {
    subject: mark(clean.subject, values),
    html: mark(clean.html, [...values, ...values.map(escapeHtml)]),
    text: mark(clean.text, values),
  };
}

/** Whether a stored mail still holds a secret. */
export const hasSecrets = (parts: MailParts): boolean =>
  parts.subject.includes(OPEN) || parts.html.includes(OPEN) || parts.text.includes(OPEN);

/** The mail as it is sent: the secrets in clear, the marks gone. */
export function unmarkSecrets(parts: MailParts): MailParts {
  return {
    subject: parts.subject.replace(MARKS, ''),
    html: parts.html.replace(MARKS, ''),
    text: parts.text.replace(MARKS, ''),
  };
}

/** The mail as it is kept once sent (or given up): every secret replaced with `••••••`. */
export function redactSecrets(parts: MailParts): MailParts {
  const redact = (value: string) => value.replace(MARKED, REDACTED).replace(MARKS, '');
  return { subject: redact(parts.subject), html: redact(parts.html), text: redact(parts.text) };
}
