import { escapeHtml } from '../../lib/escape-html.js';
/**
 * Safe HTML for mails: every value interpolated into `html` is escaped unless it is already SafeHtml
 * (built by `html` itself or by the blocks of mail.layout.ts). A template therefore cannot forget to
 * escape a customer's name, a product name or an address.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export { escapeHtml };

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: html`<p>${name}</p>` escapes `name`; nested html`` and arrays of it are kept. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** Trusted markup, e.g. a constant. Never pass user input. */
export const rawHtml = (markup: string) => new SafeHtml(markup);

/**
 * A link target for an href: only http(s) and mailto, so that no stored value can become a
 * `javascript:` link. Anything else becomes `#`.
 */
export function safeUrl(url: string): string {
  return /^(https?:\/\/|mailto:)/i.test(url.trim()) ? url.trim() : '#';
}
