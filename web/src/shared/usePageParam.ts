import { useSearchParams } from 'react-router-dom';

/** The `?page=` of a list screen: a whole number from 1, else 1. Changing it adds a history entry. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get('page'));
  const page = Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
  const setPage = (next: number) => {
    const q = new URLSearchParams(params);
    if (next > 1) q.set('page', String(next));
    else q.delete('page');
    setParams(q);
  };
  return [page, setPage];
}
