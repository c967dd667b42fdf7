/**
 * The share buttons that need a script: copying the story's address (with a word that it was
 * copied) and the phone's own share sheet, each shown only where the browser can do it.
 */
export function enhanceShare(): void {
  for (const group of document.querySelectorAll<HTMLElement>('[data-share-url]')) {
    const url = group.dataset.shareUrl!;
    const title = group.dataset.shareTitle ?? document.title;
    const copy = group.querySelector<HTMLButtonElement>('button[data-copy-link]');
    const sheet = group.querySelector<HTMLButtonElement>('button[data-share-sheet]');
    const copied = group.querySelector<HTMLElement>('[data-copied]');
    if (copy && navigator.clipboard && window.isSecureContext) {
      copy.hidden = false;
      copy.addEventListener('click', () => {
        navigator.clipboard.writeText(url).then(
          () => {
            if (copied) copied.hidden = false;
          },
          () => undefined,
        );
      });
    }
    if (sheet && typeof navigator.share === 'function') {
      sheet.hidden = false;
      // A reader who closes the sheet without sharing is no error.
      sheet.addEventListener(
        'click',
        () => void navigator.share({ title, url }).catch(() => undefined),
      );
    }
  }
}
