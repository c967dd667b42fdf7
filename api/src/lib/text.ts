import { PAGING, type Page } from '../domain.js';

/** Canonical form for stored text: NFC (so equal-looking Telugu is equal bytes), trimmed. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').trim();
}

/**
 * How many characters a text has, as the schemas' maxLength and the gateway count them: Unicode
 * code points, so an emoji (two UTF-16 units) is one.
 */
export function characterCount(value: string): number {
  return [...value].length;
}

/** A page of a list whose total is `totalItems`, or the count cap when `capped`. */
export function pageOf<T>(
  data: T[],
  totalItems: number,
  page: number,
  pageSize: number,
  capped = false,
): Page<T> {
  return {
    data,
    pagination: {
      totalItems,
      totalItemsCapped: capped,
      page,
      pageSize,
      totalPages: Math.ceil(totalItems / pageSize),
    },
  };
}

/** Page and PageSize as the schemas default them when a caller leaves them out. */
export function paging(input: { Page?: number | undefined; PageSize?: number | undefined }) {
  return {
    page: input.Page ?? PAGING.firstPage,
    pageSize: input.PageSize ?? PAGING.defaultPageSize,
  };
}
