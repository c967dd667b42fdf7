import { describe, expect, it } from 'vitest';
import { ArticleStatus } from '../../src/domain.js';
import type { ArticleWrite } from '../../src/modules/articles/input.js';
import {
  checkNeeds,
  checkUpdate,
  createStatus,
  publishingChange,
} from '../../src/modules/articles/rules/publishing.js';
import { account, article, refusalOf } from './article-records.js';

const reporter = account(7, 'reporter');
const editor = account(2, 'editor');
const write = (fields: Partial<ArticleWrite> = {}): ArticleWrite => ({
  bodySent: false,
  ...fields,
});
const now = new Date('2026-05-06T04:30:00.000Z');
const at = (publishAt: string | undefined, backDate: string | undefined) =>
  publishAt ?? backDate ?? now.toISOString();

describe('the publishing rule of a create', () => {
  it("gives each role its default status: a reporter's draft, an editor's published story", () => {
    expect(createStatus(reporter, write())).toBe(ArticleStatus.DRAFT);
    expect(createStatus(editor, write())).toBe(ArticleStatus.PUBLISHED);
    expect(createStatus(reporter, write({ status: ArticleStatus.IN_REVIEW }))).toBe(
      ArticleStatus.IN_REVIEW,
    );
  });

  it('refuses a reporter publishing or marking a lead story, and publishAt on a draft', async () => {
    const publish = await refusalOf(() =>
      createStatus(reporter, write({ status: ArticleStatus.PUBLISHED })),
    );
    expect([publish.status, publish.reason]).toEqual([403, 'PUBLISHERS_ONLY']);
    const lead = await refusalOf(() => createStatus(reporter, write({ lead: true })));
    expect([lead.status, lead.field]).toEqual([403, 'lead']);
    const early = await refusalOf(() =>
      createStatus(editor, write({ status: ArticleStatus.DRAFT, publishAt: now.toISOString() })),
    );
    expect([early.status, early.field]).toEqual([400, 'publishAt']);
  });
});

describe('the publishing rule of an update', () => {
  const draft = article({ author: { id: 7, name: 'r', displayName: 'r', username: 'r7' } });
  const published = article({
    status: ArticleStatus.PUBLISHED,
    publishedAt: '2026-05-01T06:30:00.000Z',
  });

  it('lets a reporter edit and submit their own draft, and nobody else’s', async () => {
    expect(checkUpdate(reporter, draft, write({ title: 'New' }))).toBe(ArticleStatus.DRAFT);
    expect(checkUpdate(reporter, draft, write({ status: ArticleStatus.IN_REVIEW }))).toBe(
      ArticleStatus.IN_REVIEW,
    );
    const other = await refusalOf(() => checkUpdate(account(8, 'reporter'), draft, write()));
    expect([other.status, other.reason]).toEqual([403, 'OWN_DRAFTS_ONLY']);
  });

  it('keeps autosaves to the words of drafts', async () => {
    const moving = await refusalOf(() =>
      checkUpdate(reporter, draft, write({ autosave: true, status: ArticleStatus.IN_REVIEW })),
    );
    expect([moving.status, moving.field]).toEqual([400, 'autosave']);
    const notDraft = await refusalOf(() =>
      checkUpdate(editor, published, write({ autosave: true, title: 'x' })),
    );
    expect([notDraft.status, notDraft.field]).toEqual([409, 'status']);
  });

  it('clears publishedAt when a story leaves published, and sets it when one comes', () => {
    expect(publishingChange(published, {}, ArticleStatus.DRAFT, undefined, at, now)).toEqual({
      status: ArticleStatus.DRAFT,
      publishedAt: null,
    });
    expect(publishingChange(draft, {}, ArticleStatus.PUBLISHED, undefined, at, now)).toEqual({
      status: ArticleStatus.PUBLISHED,
      publishedAt: now.toISOString(),
    });
  });

  it('brings a scheduled story forward on "publish now", and leaves a visible one be', () => {
    const scheduled = article({
      status: ArticleStatus.PUBLISHED,
      publishedAt: '2026-06-01T00:00:00.000Z',
    });
    const publish = { status: ArticleStatus.PUBLISHED };
    expect(
      publishingChange(scheduled, publish, ArticleStatus.PUBLISHED, undefined, at, now),
    ).toEqual({ status: ArticleStatus.PUBLISHED, publishedAt: now.toISOString() });
    expect(
      publishingChange(published, publish, ArticleStatus.PUBLISHED, undefined, at, now),
    ).toEqual({});
  });

  it('shows a visible story given another date at that date', () => {
    expect(
      publishingChange(published, {}, ArticleStatus.PUBLISHED, '2026-04-20T06:30:00.000Z', at, now),
    ).toEqual({ publishedAt: '2026-04-20T06:30:00.000Z' });
  });
});

describe('what each status needs', () => {
  const words = { title: 'T', content: 'C', category: 'Politics' as const, mediaUrl: '/m.svg' };

  it('saves a draft with a title alone, and refuses one with neither title nor text', async () => {
    expect(() =>
      checkNeeds(ArticleStatus.DRAFT, null, { ...words, content: '', category: null }, false),
    ).not.toThrow();
    const empty = await refusalOf(() =>
      checkNeeds(ArticleStatus.DRAFT, null, { ...words, title: '', content: '' }, false),
    );
    expect([empty.status, empty.field]).toEqual([400, 'title']);
  });

  it('names every missing field of a story sent to review', async () => {
    const refusal = await refusalOf(() =>
      checkNeeds(
        ArticleStatus.IN_REVIEW,
        null,
        { ...words, category: null, mediaUrl: '', imageId: null },
        true,
      ),
    );
    expect(refusal.field).toBe('category');
    expect(refusal.more.map((e) => e.field)).toEqual(['mediaUrl']);
  });
});
