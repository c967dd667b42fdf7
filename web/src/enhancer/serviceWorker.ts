import { SAVE_PAGE_MESSAGE } from '../shared/savedPages';

/** The page's pictures as the browser loaded them (the `srcset` width it chose). */
function loadedPictures(): string[] {
  return [...document.images]
    .filter((img) => img.complete && img.naturalWidth > 0 && img.currentSrc)
    .map((img) => img.currentSrc);
}

/**
 * The service worker keeps the pages read lately for reading offline (see src/sw). Registered
 * once the page has loaded, so it never competes with the page for the connection. A page that
 * loaded before any worker ran (the first one a reader opens) asks the worker that takes it over
 * to save it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const register = () => {
    if (!container.controller) {
      container.addEventListener(
        'controllerchange',
        () =>
          container.controller?.postMessage({
            type: SAVE_PAGE_MESSAGE,
            pictures: loadedPictures(),
          }),
        { once: true },
      );
    }
    container.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
