import { LIVE_PATH } from '@news/contract';

/** A page hidden this long closes its stream; shown again, it resumes from the last event. */
const HIDDEN_CLOSE_MS = 60_000;

/**
 * Listens to a topic's events (`/live?topic=`) while the page is shown, from the event id the
 * page was rendered at: each kind of event to its handler, with its data. The browser opens a
 * dropped stream again by itself (`Last-Event-ID`); a page hidden a minute closes it, and opens
 * it again when shown, after the last event it heard, so nothing sent meanwhile is missed.
 */
export function listen(
  topic: string,
  after: string | null,
  handlers: Record<string, (data: never) => void>,
): void {
  let source: EventSource | undefined;
  let closing: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    if (source) return;
    source = new EventSource(`${LIVE_PATH}?topic=${topic}&after=${after}`);
    for (const [kind, handle] of Object.entries(handlers)) {
      source.addEventListener(kind, (event: MessageEvent<string>) => {
        after = event.lastEventId;
        handle(JSON.parse(event.data) as never);
      });
    }
  };
  addEventListener('visibilitychange', () => {
    clearTimeout(closing);
    if (document.visibilityState === 'visible') return open();
    closing = setTimeout(() => {
      source?.close();
      source = undefined;
    }, HIDDEN_CLOSE_MS);
  });
  if (document.visibilityState === 'visible') open();
}
