/**
 * What the service worker (src/sw) keeps for reading offline: the reader pages read lately and
 * their pictures, each in a cache of its own. Every entry carries the time it was saved, so the
 * caches hold everything there is to delete: the staff app and the reader pages' script delete
 * both at logout, and nothing a signed-in visit saved outlives it.
 */
export const SAVED_PAGES_CACHE = 'reader-pages';
export const SAVED_IMAGES_CACHE = 'reader-images';

/** How long a saved page or picture is kept after it was last saved: a week. */
export const SAVED_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** The header of a saved answer that says when it was saved (milliseconds since the epoch). */
export const SAVED_AT_HEADER = 'x-saved-at';

/**
 * The message a page sends the worker that has just taken it over: save this page, which loaded
 * before the worker ran, and these pictures of it (`{ type, pictures: string[] }`).
 */
export const SAVE_PAGE_MESSAGE = 'save-page';

/** When a saved answer was saved; 0 for one without the header (never kept). */
export function savedAt(response: Response): number {
  const value = Number(response.headers.get(SAVED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export async function clearSavedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(SAVED_PAGES_CACHE), caches.delete(SAVED_IMAGES_CACHE)]).catch(
    () => undefined,
  );
}
