/** At most this many page numbers are shown (the spec's pagination). */
export const MAX_PAGE_NUMBERS = 4;

/** Total pages: items divided by page size, rounded up. */
export function totalPages(totalItems: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(0, totalItems) / pageSize) : 0;
}

/**
 * The page numbers to show: a window of at most `size` pages around `page`, with the current page
 * second where it can be, and shifted to stay within 1..total.
 */
export function pageWindow(page: number, total: number, size = MAX_PAGE_NUMBERS): number[] {
  if (total < 1) return [];
  const current = Math.min(Math.max(1, page), total);
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - 1), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
