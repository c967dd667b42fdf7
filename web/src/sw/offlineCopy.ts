import { READER_HOOKS } from '@news/contract';

/** The `<html>` attributes a saved page's offline copy leaves out (the theme, an earlier mark). */
const LEFT_OUT = new RegExp(`\\s(?:class|style|${READER_HOOKS.offline})(?:="[^"]*")?`, 'gi');

/**
 * A saved page as the worker answers it when the network failed: `<html data-offline>`, which
 * shows the page's offline notice (src/ssr/OfflineNotice.tsx) and keeps the page's script from
 * reloading it. The theme the server wrote when it was saved is left out, so the page's head
 * script shows the reader's theme of today.
 */
export async function offlineCopy(saved: Response): Promise<Response> {
  const html = await saved.text();
  const marked = html.replace(
    /<html\b([^>]*)>/i,
    (_, attributes: string) => `<html${attributes.replace(LEFT_OUT, '')} ${READER_HOOKS.offline}>`,
  );
  const headers = new Headers(saved.headers);
  headers.delete('content-length');
  return new Response(marked, { status: saved.status, statusText: saved.statusText, headers });
}
