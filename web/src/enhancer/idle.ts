/**
 * Work the page can wait for (times brought up to date, pictures that already failed, the
 * preference cookies kept in step), done when the browser is idle rather than while it is still
 * drawing the page. The deadline keeps a page that is never idle (an animation, a busy phone) from
 * waiting for ever.
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => work(), { timeout: 1000 });
  else setTimeout(work, 0);
}
