/**
 * Whether `href` is an address a story may link to, as the api accepts it: http(s) or mailto,
 * or a path on this site starting with a single `/`. Anything else (`javascript:`, `data:`, a
 * protocol-relative `//host`) is refused.
 */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (!value || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

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
