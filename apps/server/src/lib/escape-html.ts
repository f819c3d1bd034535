const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML and XML, in element content and in quoted attributes alike: the one escape
 * of the mails (modules/mail/mail.html.ts), the sitemap (modules/seo), the page heads and preload
 * links (web/). `&#39;` rather than `&apos;`: HTML 4 mail clients do not know the latter; XML knows
 * both.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
