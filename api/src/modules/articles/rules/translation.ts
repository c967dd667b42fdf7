import { AuditAction, type ArticleAuthor, type Language, type User } from '../../../domain.js';
import { badInput, conflict, refused } from '../../../lib/errors.js';
import type { HistoryRepository } from '../history.js';
import { canEdit, canRead, REFUSALS } from '../policy.js';
import { facts } from '../present.js';
import type { ArticleReading, LinkRow } from '../records.js';

/*
 * Translation links: an article and the same story in the other language, linked both ways,
 * one counterpart each. Linking replaces both articles' old links; the user must be allowed to
 * change every article whose link changes.
 */

export const CHANGED_MEANWHILE =
  'The article was changed by someone else at the same time; try again';

/** The articles as the link rules read them. */
export interface LinkedArticles {
  findById(id: number, options?: { lock?: boolean }): Promise<ArticleReading | undefined>;
  lockLinked(ids: readonly number[]): Promise<Map<number, LinkRow> | undefined>;
}

/** The rows a link change touches, locked (repository.ts, lockLinked); 409 when links kept moving. */
export async function lockLinks(
  articles: LinkedArticles,
  ids: readonly number[],
): Promise<Map<number, LinkRow>> {
  const rows = await articles.lockLinked(ids);
  if (!rows) throw conflict(CHANGED_MEANWHILE, 'translationId');
  return rows;
}

/** The counterpart exists, is another article in the other language, and the user may edit it. */
export async function checkCounterpart(
  articles: LinkedArticles,
  user: User,
  id: number,
  language: Language,
  counterpartId: number,
): Promise<void> {
  if (counterpartId === id) {
    throw badInput('translationId', 'An article cannot be its own translation');
  }
  const counterpart = await articles.findById(counterpartId, { lock: true });
  if (!counterpart || !canRead(user, facts(counterpart))) {
    throw badInput('translationId', `Article ${counterpartId} does not exist`);
  }
  if (counterpart.language === language) {
    throw badInput(
      'translationId',
      `A translation must be in the other language; article ${counterpartId} is also in ${language}`,
    );
  }
  if (!canEdit(user, facts(counterpart))) throw refused(REFUSALS.translation);
}

/**
 * A link change between `ids` (the article and its new counterpart, or null to unlink) also
 * unlinks each one's old counterpart: the user must be allowed to change those too.
 */
export function checkOldCounterparts(
  user: User,
  rows: Map<number, LinkRow>,
  ids: readonly [number, number | null],
): void {
  for (const id of ids) {
    const old = id === null ? null : (rows.get(id)?.translationId ?? null);
    if (old === null || ids.includes(old)) continue;
    const row = rows.get(old);
    if (row && !canEdit(user, row)) throw refused(REFUSALS.translation);
  }
}

/** An article that keeps its link may not move to its counterpart's language. */
export async function checkLanguageKeepsLink(
  articles: LinkedArticles,
  translationId: number,
  language: Language,
): Promise<void> {
  const counterpart = await articles.findById(translationId);
  if (counterpart && counterpart.language === language) {
    throw badInput(
      'language',
      `This article's translation (article ${counterpart.id}) is in ${language} too; unlink it (translationId null) or change that article first`,
    );
  }
}

/**
 * The audit entries of linking `id` to `counterpart` (null: unlinking it), on every article
 * whose link changes: the two, and each old counterpart let go (`rows`: all of them, as they
 * were, from lockLinked). `named` is how `id` reads after the change that links it.
 */
export async function recordLinks(
  history: Pick<HistoryRepository, 'addAudit'>,
  rows: Map<number, LinkRow>,
  id: number,
  counterpart: number | null,
  by: ArticleAuthor,
  at: string,
  named?: { id: number; title: string; language: Language },
): Promise<void> {
  for (const row of rows.values()) {
    const before = row.translationId;
    const after =
      row.id === id
        ? counterpart
        : row.id === counterpart
          ? id
          : before === id || (before !== null && before === counterpart)
            ? null
            : before;
    if (after === before) continue;
    const article = row.id === id && named ? named : row;
    if (before !== null) {
      await history.addAudit(article, by, at, {
        action: AuditAction.UNLINK,
        detail: String(before),
      });
    }
    if (after !== null) {
      await history.addAudit(article, by, at, { action: AuditAction.LINK, detail: String(after) });
    }
  }
}
