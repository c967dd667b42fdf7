/**
 * What the service worker keeps for reading offline: the reader pages read lately and their
 * pictures, each in a cache of its own. The staff app and the reader pages' script empty them at
 * logout, so nothing a signed-in visit saved outlives it.
 */
export const SAVED_PAGES_CACHE = 'reader-pages';
export const SAVED_IMAGES_CACHE = 'reader-images';

export async function clearSavedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(SAVED_PAGES_CACHE), caches.delete(SAVED_IMAGES_CACHE)]).catch(
    () => undefined,
  );
}
