/**
 * What the writer typed as a link, as it is stored: a bare `example.com/page` or
 * `www.example.com` is taken as https; an address with an `@` and no scheme as mailto.
 */
export function normalizeHref(typed: string): string {
  const value = typed.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) return value;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  if (/^[^\s/]+\.[a-z]{2,}(?:[/?#]|$)/i.test(value)) return `https://${value}`;
  return value;
}
