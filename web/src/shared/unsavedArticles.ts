/**
 * What an article form holds and has not saved, kept in this browser's localStorage as it is
 * typed, so a closed tab, a crash or a lost connection loses nothing: the form offers it back the
 * next time the same account opens the same article (or a new one). A save forgets it, and so does
 * a logout (a shared computer keeps no one's unsaved story).
 */
const PREFIX = 'unsavedArticle:';

export interface Unsaved<T> {
  values: T;
  /** When it was kept (milliseconds since the epoch). */
  at: number;
}

/** The key of an account's unsaved copy of an article, or of a new one. */
export const unsavedKey = (userId: string, articleId: string | undefined) =>
  `${PREFIX}${userId}:${articleId ?? 'new'}`;

export function readUnsaved<T>(key: string): Unsaved<T> | null {
  try {
    const raw = localStorage.getItem(key);
    const kept = raw ? (JSON.parse(raw) as Unsaved<T>) : null;
    return kept && typeof kept.at === 'number' && kept.values ? kept : null;
  } catch {
    return null;
  }
}

export function keepUnsaved<T>(key: string, values: T, at = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, at } satisfies Unsaved<T>));
  } catch {
    // Storage full or refused (a private window): the form still works, unkept.
  }
}

export function forgetUnsaved(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** Every account's unsaved articles: at logout. */
export function forgetAllUnsaved(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Nothing was kept.
  }
}
