import { useEffect, useRef } from 'react';

/**
 * A reader's input before the app has taken the server-rendered page over. The page's inline
 * loader (`scriptsAfterContent` in vite.config.ts) keeps, for the controls marked
 * `data-early-input`, each button pressed and each choice made in a select, in
 * `window.__earlyInput`. The app stops that as it starts hydrating, and each control does its
 * own again once React owns it, so a tap on the theme or language control while the scripts
 * were still loading is not lost.
 */
interface EarlyInput {
  control: Element;
  /** A select's choice; none for a button pressed. */
  value?: string;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput[];
  }
}

let kept: EarlyInput[] = [];

/** Stops the loader keeping input (the app answers it from now on) and takes what it kept. */
export function takeEarlyInput(): void {
  kept = window.__earlyInput ?? [];
  window.__earlyInput = undefined;
}

/**
 * A ref for a control marked `data-early-input`: once it is hydrated (its handlers attached),
 * what the reader did to it before is done again. Earlier, React would stop the event: the
 * control is not yet its own.
 */
export function useEarlyInput<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const control = ref.current;
    if (!control || kept.length === 0) return;
    const mine = kept.filter((input) => input.control === control);
    kept = kept.filter((input) => input.control !== control);
    for (const { value } of mine) {
      if (value === undefined) {
        control.click();
      } else if (control instanceof HTMLSelectElement) {
        control.value = value;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  }, []);
  return ref;
}
