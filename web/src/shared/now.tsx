import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** How often the clock of a page moves on once it runs in the browser. */
const TICK_MS = 60_000;

const NowContext = createContext<number | null>(null);

/**
 * The time the page is rendered at. The server renders with its own clock and the browser
 * hydrates with the same value (the page carries it), so "2 hours ago" reads the same on both
 * and hydration finds no difference. Once mounted, the clock moves on every minute, and at once
 * when the page was rendered a minute or more ago (a cached page).
 */
export function NowProvider({ value, children }: { value: number; children: ReactNode }) {
  const [now, setNow] = useState(value);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const catchUp = Math.abs(Date.now() - value) >= TICK_MS ? setTimeout(tick, 0) : undefined;
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [value]);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
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
