import { READER_HOOKS, READS_PATH } from '@news/contract';

/**
 * Counts this view of an article for "Most read", however the page was served (a cache's copy
 * too): one beacon, which outlives the page. A saved page shown offline is no new read.
 */
export function countRead(): void {
  const id = document.querySelector(`[${READER_HOOKS.readId}]`)?.getAttribute(READER_HOOKS.readId);
  if (!id || document.documentElement.hasAttribute(READER_HOOKS.offline)) return;
  const url = `${READS_PATH}?id=${id}`;
  if (!navigator.sendBeacon?.(url)) fetch(url, { method: 'POST', keepalive: true }).catch(() => {});
}
