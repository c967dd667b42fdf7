import { describe, expect, it } from 'vitest';
import { ArticleStatus } from '../../src/domain.js';
import type { ArticleReading, LinkRow } from '../../src/modules/articles/records.js';
import {
  checkCounterpart,
  checkLanguageKeepsLink,
  checkOldCounterparts,
  lockLinks,
  recordLinks,
  type LinkedArticles,
} from '../../src/modules/articles/rules/translation.js';
import { account, article, refusalOf } from './article-records.js';

const reporter = account(7, 'reporter');
const editor = account(2, 'editor');

/** Articles by id, as the repository would read them. */
function stored(...articles: ArticleReading[]): LinkedArticles {
  const byId = new Map(articles.map((a) => [a.id, a]));
  return {
    findById: (id) => Promise.resolve(byId.get(id)),
    lockLinked: () => Promise.resolve(undefined),
  };
}

const row = (id: number, translationId: number | null, authorId = 7): LinkRow => ({
  id,
  title: `Story ${id}`,
  language: id % 2 ? 'en' : 'te',
  translationId,
  status: ArticleStatus.DRAFT,
  publishedAt: null,
  authorId,
});

describe('the translation rule', () => {
  const english = article({ id: 1, language: 'en' });
  const telugu = article({ id: 2, language: 'te' });
  const othersTelugu = article({
    id: 4,
    language: 'te',
    author: { id: 8, name: 'o', displayName: 'o', username: 'o8' },
  });

  it('links an article to one in the other language its user may change', async () => {
    await expect(checkCounterpart(stored(telugu), reporter, 1, 'en', 2)).resolves.toBeUndefined();
  });

  it('refuses the article itself, a missing one and one in the same language', async () => {
    const self = await refusalOf(() => checkCounterpart(stored(english), editor, 1, 'en', 1));
    const missing = await refusalOf(() => checkCounterpart(stored(), editor, 1, 'en', 9));
    const same = await refusalOf(() => checkCounterpart(stored(english), editor, 3, 'en', 1));
    for (const refusal of [self, missing, same]) {
      expect([refusal.status, refusal.field]).toEqual([400, 'translationId']);
    }
    expect(missing.message).toBe('Article 9 does not exist');
  });

  it("refuses a reporter linking to someone else's draft, as if it did not exist", async () => {
    const refusal = await refusalOf(() =>
      checkCounterpart(stored(othersTelugu), reporter, 1, 'en', 4),
    );
    expect([refusal.status, refusal.message]).toEqual([400, 'Article 4 does not exist']);
  });

  it('refuses unlinking an old counterpart the user may not change', async () => {
    const rows = new Map([
      [1, row(1, 4)],
      [4, row(4, 1, 8)],
    ]);
    const refusal = await refusalOf(() => checkOldCounterparts(reporter, rows, [1, 2]));
    expect([refusal.status, refusal.reason]).toEqual([403, 'TRANSLATION_NEEDS_BOTH']);
    expect(() => checkOldCounterparts(editor, rows, [1, 2])).not.toThrow();
  });

  it('refuses moving a linked article to its counterpart’s language, naming language', async () => {
    await expect(checkLanguageKeepsLink(stored(telugu), 2, 'en')).resolves.toBeUndefined();
    const refusal = await refusalOf(() => checkLanguageKeepsLink(stored(telugu), 2, 'te'));
    expect([refusal.status, refusal.field]).toEqual([400, 'language']);
  });

  it('answers 409 when links keep moving while their rows are locked', async () => {
    const refusal = await refusalOf(() => lockLinks(stored(), [1, 2]));
    expect([refusal.status, refusal.field]).toEqual([409, 'translationId']);
  });

  it('records an unlink and a link on every article whose link changes', async () => {
    const entries: string[] = [];
    const history = {
      addAudit: (
        a: { id: number },
        _by: unknown,
        _at: string,
        e: { action: string; detail?: string | null },
      ) => {
        entries.push(`${a.id} ${e.action} ${e.detail}`);
        return Promise.resolve();
      },
    };
    // 1 was linked to 4; it is linked to 2 now, which was linked to 3.
    const rows = new Map([
      [1, row(1, 4)],
      [2, row(2, 3)],
      [3, row(3, 2)],
      [4, row(4, 1)],
    ]);
    await recordLinks(history, rows, 1, 2, { id: 2, name: 'editor 2' }, '2026-05-06T00:00:00Z');
    expect(entries).toEqual([
      '1 unlink 4',
      '1 link 2',
      '2 unlink 3',
      '2 link 1',
      '3 unlink 2',
      '4 unlink 1',
    ]);
  });
});
