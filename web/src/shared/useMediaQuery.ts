import { useCallback, useSyncExternalStore } from 'react';

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia?.(query);
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  };
}

/** Whether a CSS media query matches now; false where the browser cannot tell (tests). */
export function useMediaQuery(query: string): boolean {
  const onSubscribe = useCallback((onChange: () => void) => subscribe(query)(onChange), [query]);
  return useSyncExternalStore(
    onSubscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** A phone-sized screen: narrower than Chakra's `md` breakpoint (48em, 768 px). */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 47.999em)');
}
