import type { Page } from '../domain.js';

/** Canonical form for stored text: NFC (so equal-looking Telugu is equal bytes), trimmed. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').trim();
}

export function pageOf<T>(data: T[], totalItems: number, page: number, pageSize: number): Page<T> {
  return {
    data,
    pagination: { totalItems, page, pageSize, totalPages: Math.ceil(totalItems / pageSize) },
  };
}

/** Page and PageSize as the schemas default them (1 and 10) when a caller leaves them out. */
export function paging(input: { Page?: number | undefined; PageSize?: number | undefined }) {
  return { page: input.Page ?? 1, pageSize: input.PageSize ?? 10 };
}
