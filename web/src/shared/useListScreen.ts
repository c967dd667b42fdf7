import { LIMITS, PAGING, type CategoryName } from '@news/contract';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { categoryFromParam, categoryToParam } from './categories';

/** What a list screen keeps in its address; `undefined` or '' removes a parameter. */
export interface ListChanges {
  page?: number;
  search?: string;
  category?: CategoryName | undefined;
  /** Any other parameter of the screen (such as `edition` or `status`), as written in the address. */
  [param: string]: string | number | undefined;
}

export interface ListScreen {
  /** `?page=`: a whole number from 1, else 1. */
  page: number;
  /** `?search=`, trimmed and cut to the longest search the API takes. */
  search: string;
  /** `?category=` in the API's spelling (`Sports`), as a GraphQL name. */
  category: CategoryName | undefined;
  /** Another parameter of the screen, as written in the address. */
  param: (name: string) => string | null;
  /**
   * Changes the address: what is named changes, the rest stays. A change that names no page
   * starts again from the first page (a new filter's results start at the top).
   */
  update: (changes: ListChanges, options?: { replace?: boolean }) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

export function pageFromParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= PAGING.firstPage && n <= LIMITS.pageMax ? n : PAGING.firstPage;
}

/** The state of a list screen (Home, Admin, Users), kept in the address so it can be shared and gone back to. */
export function useListScreen(): ListScreen {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const search = (params.get('search') ?? '').trim().slice(0, LIMITS.searchMax);
  const category = categoryFromParam(params.get('category'));

  const update = useCallback<ListScreen['update']>(
    (changes, options) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          let text: string | undefined;
          if (key === 'page') text = Number(value) > PAGING.firstPage ? String(value) : undefined;
          else if (key === 'category')
            text = value ? categoryToParam(value as CategoryName) : undefined;
          else text = value === undefined ? undefined : String(value);
          if (text) next.set(key, text);
          else next.delete(key);
        }
        return next;
      }, options);
    },
    [setParams],
  );
  const setPage = useCallback<ListScreen['setPage']>(
    (next, options) => update({ page: next }, options),
    [update],
  );
  return { page, search, category, param: (name) => params.get(name), update, setPage };
}

/**
 * A page past the end (an old shared link, a narrower filter, or the last row of the last page
 * deleted) moves to the last page there is, replacing the address rather than adding to the
 * history. `totalPages` is undefined until the list has answered.
 */
export function useKeepInRange(list: ListScreen, totalPages: number | undefined) {
  const { page, setPage } = list;
  useEffect(() => {
    if (totalPages !== undefined && page > PAGING.firstPage && page > totalPages)
      setPage(Math.max(PAGING.firstPage, totalPages), { replace: true });
  }, [page, totalPages, setPage]);
}
