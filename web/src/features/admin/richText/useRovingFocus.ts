import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * Focus within a row of buttons, as the WAI-ARIA toolbar pattern has it: one Tab stop (the
 * button last focused, at first the first), ArrowRight and ArrowLeft to the next and previous
 * button (round from the last to the first), Home and End to the first and last.
 * `container` goes on the toolbar's element, `item(i)` on its i-th button.
 */
export function useRovingFocus(count: number) {
  const [current, setCurrent] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  const tabbable = Math.min(current, count - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = items.current.indexOf(event.target as HTMLElement);
    if (from < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = {
      ArrowRight: (from + 1) % count,
      ArrowLeft: (from - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    items.current[to]?.focus();
  };

  return {
    container: { onKeyDown },
    item: (index: number) => ({
      ref: (element: HTMLElement | null) => {
        items.current[index] = element;
      },
      tabIndex: index === tabbable ? 0 : -1,
      onFocus: () => setCurrent(index),
    }),
  };
}
