/**
 * An article's canonical address, `/news/{id}/{slug}`, as people read it: a Telugu slug in Telugu
 * letters (the browser percent-encodes it when it asks; the server does when it writes a header).
 * Only the characters that would end the path are escaped.
 */
export function articlePath(article: { id: string; slug: string }): string {
  return `/news/${article.id}/${article.slug.replace(/[%/?#\\]/g, encodeURIComponent)}`;
}

/** A slug from the address as the api writes it (the router's decoding, or none). */
export function slugOf(param: string | undefined): string | undefined {
  if (param === undefined) return undefined;
  try {
    return decodeURIComponent(param).normalize('NFC');
  } catch {
    return param;
  }
}
