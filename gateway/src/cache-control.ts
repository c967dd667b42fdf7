/**
 * How many seconds a cache in front may keep an answer for at most: `seconds`, or fewer when a
 * scheduled story comes out sooner (`until`, ms since the epoch).
 */
export function secondsToKeep(seconds: number, until: number | undefined): number {
  if (until === undefined) return seconds;
  return Math.max(0, Math.min(seconds, Math.floor((until - Date.now()) / 1000)));
}
