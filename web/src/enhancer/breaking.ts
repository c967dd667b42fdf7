import { ALERTS_TOPIC, articleIdPath, LIVE_PATH, READER_HOOKS, type Alert } from '@news/contract';

/** A page hidden this long closes its stream; shown again, it resumes from the last event. */
const HIDDEN_CLOSE_MS = 60_000;

/**
 * Keeps the breaking-news strip current while the page is shown: each alert sent replaces it,
 * in the page's language, an alert ended or expired takes it down. The stream resumes after the
 * event id the page was rendered at, so nothing sent since is missed.
 */
export function keepBreakingNews(): void {
  const strip = document.querySelector<HTMLElement>(`[${READER_HOOKS.breaking}]`);
  const line = strip?.querySelector('a');
  if (!strip || !line || typeof EventSource !== 'function') return;
  let after = strip.getAttribute(READER_HOOKS.breaking);
  let shown = strip.getAttribute(READER_HOOKS.breakingAlert);
  let source: EventSource | undefined;
  let closing: ReturnType<typeof setTimeout> | undefined;
  let expiry: ReturnType<typeof setTimeout> | undefined;

  const hide = () => {
    strip.hidden = true;
    shown = null;
  };
  const expireAt = (at: string) => {
    clearTimeout(expiry);
    expiry = setTimeout(hide, Date.parse(at) - Date.now());
  };
  const show = (alert: Alert) => {
    const words =
      alert.lines.find((l) => l.language === document.documentElement.lang) ?? alert.lines[0]!;
    line.textContent = words.text;
    if (words.articleId) line.href = articleIdPath(words.articleId);
    else line.removeAttribute('href');
    shown = String(alert.id);
    strip.hidden = false;
    expireAt(alert.expiresAt);
  };
  const heard = (handle: (data: never) => void) => (event: MessageEvent<string>) => {
    after = event.lastEventId;
    handle(JSON.parse(event.data) as never);
  };
  const open = () => {
    if (source) return;
    source = new EventSource(`${LIVE_PATH}?topic=${ALERTS_TOPIC}&after=${after}`);
    source.addEventListener('alert', heard(show));
    source.addEventListener(
      'end',
      heard(({ id }: { id: number }) => String(id) === shown && hide()),
    );
  };

  const expires = strip.getAttribute(READER_HOOKS.breakingExpires);
  if (expires && !strip.hidden) expireAt(expires);
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
