import {
  ALERTS_TOPIC,
  AlertEventKind,
  articleIdPath,
  READER_HOOKS,
  type Alert,
} from '@news/contract';
import { listen } from './stream';

/**
 * Keeps the breaking-news strip current while the page is shown: each alert sent replaces it,
 * in the page's language, an alert ended or expired takes it down. The stream resumes after the
 * event id the page was rendered at, so nothing sent since is missed.
 */
export function keepBreakingNews(): void {
  const strip = document.querySelector<HTMLElement>(`[${READER_HOOKS.breaking}]`);
  const line = strip?.querySelector('a');
  if (!strip || !line || typeof EventSource !== 'function') return;
  let shown = strip.getAttribute(READER_HOOKS.breakingAlert);
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
  const expires = strip.getAttribute(READER_HOOKS.breakingExpires);
  if (expires && !strip.hidden) expireAt(expires);
  listen(ALERTS_TOPIC, strip.getAttribute(READER_HOOKS.breaking), {
    [AlertEventKind.ALERT]: show,
    [AlertEventKind.END]: ({ id }: { id: number }) => String(id) === shown && hide(),
  });
}
