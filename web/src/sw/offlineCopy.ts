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
    (_, attributes: string) =>
      `<html${attributes.replace(/\s(?:class|style|data-offline)(?:="[^"]*")?/gi, '')} data-offline>`,
  );
  const headers = new Headers(saved.headers);
  headers.delete('content-length');
  return new Response(marked, { status: saved.status, statusText: saved.statusText, headers });
}
