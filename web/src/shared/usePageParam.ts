import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SetPage = (page: number, options?: { replace?: boolean }) => void;

/** The `?page=` of a list screen: a whole number from 1, else 1. Changing it adds a history entry. */
export function usePageParam(): [number, SetPage] {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const setPage: SetPage = (next, options) => {
    const q = new URLSearchParams(params);
    if (next > 1) q.set('page', String(next));
    else q.delete('page');
    setParams(q, options);
  };
  return [page, setPage];
}

export function pageFromParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

/**
 * A page past the end (an old shared link, or the last row of the last page deleted) moves to
 * the last page there is, replacing the address rather than adding to the history.
 */
export function useKeepPageInRange(page: number, totalPages: number | undefined, setPage: SetPage) {
  useEffect(() => {
    if (totalPages !== undefined && page > 1 && page > totalPages)
      setPage(Math.max(1, totalPages), { replace: true });
  }, [page, totalPages, setPage]);
}
