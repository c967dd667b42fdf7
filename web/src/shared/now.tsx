import { createContext, useContext, useState, type ReactNode } from 'react';

const NowContext = createContext<number | null>(null);

/**
 * The time a reader page is rendered at, on the server, for everything on it that depends on the
 * time; in the browser the page's script keeps its times current (src/enhancer/times.ts).
 */
export function NowProvider({ value, children }: { value: number; children: ReactNode }) {
  return <NowContext.Provider value={value}>{children}</NowContext.Provider>;
}

/**
 * The current time (ms since the epoch) for anything a render shows that depends on it. Without a
 * NowProvider (a staff screen rendered on its own, a test), the time the component mounted.
 */
export function useNow(): number {
  const provided = useContext(NowContext);
  const [mounted] = useState(() => (provided === null ? Date.now() : 0));
  return provided ?? mounted;
}
