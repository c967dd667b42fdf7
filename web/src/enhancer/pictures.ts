import { READER_HOOKS } from '@news/contract';
import { whenIdle } from './idle';

/**
 * A picture that fails to load shows its category's colours and name instead of the browser's
 * broken-image box: the server wrote that fallback beside it, hidden.
 */
export function keepPictures(): void {
  const showFallback = (img: HTMLImageElement) => {
    const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : img;
    const fallback = picture.parentElement?.querySelector<HTMLElement>(
      `:scope > [${READER_HOOKS.imageFallback}]`,
    );
    if (!fallback) return;
    fallback.hidden = false;
    picture.remove();
  };
  // An error does not bubble: listened for on the way down.
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    },
    true,
  );
  // A picture that failed before this script ran (a cached 404) is already complete without
  // pixels; decode() tells a broken file from an SVG that has no intrinsic width.
  whenIdle(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img')) {
      if (img.complete && img.naturalWidth === 0)
        img.decode().catch(() => {
          if (img.isConnected) showFallback(img);
        });
    }
  });
}
