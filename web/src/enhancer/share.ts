import { READER_HOOKS } from '@news/contract';

/**
 * The share buttons that need a script: copying the story's address (with a word that it was
 * copied) and the phone's own share sheet, each shown only where the browser can do it.
 */
export function enhanceShare(): void {
  for (const group of document.querySelectorAll<HTMLElement>(`[${READER_HOOKS.shareUrl}]`)) {
    const url = group.getAttribute(READER_HOOKS.shareUrl)!;
    const title = group.getAttribute(READER_HOOKS.shareTitle) ?? document.title;
    const copy = group.querySelector<HTMLButtonElement>(`button[${READER_HOOKS.copyLink}]`);
    const sheet = group.querySelector<HTMLButtonElement>(`button[${READER_HOOKS.shareSheet}]`);
    const copied = group.querySelector<HTMLElement>(`[${READER_HOOKS.copied}]`);
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
