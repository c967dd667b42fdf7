import { CATEGORIES, FRONT_PAGE, SUMMARY_FIELDS, type Category } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Page } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';

/*
 * The front page in one call (GET /Front) and the stories to read next (GET
 * /Articles/{id}/Related, and GET /Articles/{id}?Include=translation,related): what readers see,
 * in which order, without the bodies, and the parameters' checks.
 */

type Summary = Partial<Article>;
interface Front {
  lead: Summary | null;
  latest: Summary[];
  totalItems: number;
  sections: { category: Category; articles: Summary[] }[];
}
type WithIncluded = Article & { translation?: Article | null; related?: Summary[] };

let api: TestApi;
let admin: string;
let editor: string;
/** Minutes before now: each story made is a minute newer than the one before. */
let minutesAgo = 600;

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
  editor = (await api.createUser('editor')).token;
});
afterAll(() => api.close());

/** A published story, newer than every one made before it. */
async function story(
  category: Category,
  language: 'en' | 'te',
  overrides: Record<string, unknown> = {},
): Promise<Article> {
  minutesAgo -= 1;
  return api.createArticle(admin, {
    title: language === 'en' ? `${category} story ${minutesAgo}` : `${category} కథనం ${minutesAgo}`,
    content: `The body of story ${minutesAgo}.\n\nIts second paragraph.`,
    category,
    language,
    status: 'published',
    publishAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...overrides,
  });
}

const get = <T>(url: string, token?: string) =>
  api
    .inject({ method: 'GET', url, headers: token ? bearer(token) : {} })
    .then((res) => ({ status: res.statusCode, body: res.json<T>() }));

const ids = (articles: Summary[]) => articles.map((a) => a.id);

describe('GET /Front with no stories', () => {
  it('answers an empty front page', async () => {
    const { status, body } = await get<Front>('/Front');
    expect(status).toBe(200);
    expect(body).toEqual({ lead: null, latest: [], totalItems: 0, sections: [] });
  });
});

describe('GET /Front', () => {
  /** English stories by category, oldest first; the Telugu ones; the marked lead. */
  const en = new Map<Category, Article[]>();
  const te: Article[] = [];
  let lead: Article;
  let draft: Article;
  let scheduled: Article;

  beforeAll(async () => {
    // Politics gets six stories, Sports two, Business one; the others none.
    for (const [category, count] of [
      ['Politics', 6],
      ['Sports', 2],
      ['Business', 1],
    ] as const) {
      for (let i = 0; i < count; i += 1) {
        en.set(category, [...(en.get(category) ?? []), await story(category, 'en')]);
      }
    }
    // The lead is an older Sports story; newer stories follow it.
    lead = en.get('Sports')![0]!;
    await api.inject({
      method: 'PATCH',
      url: `/Articles/${lead.id}`,
      headers: bearer(admin),
      payload: { lead: true },
    });
    for (let i = 0; i < 3; i += 1) te.push(await story('Environment', 'te'));
    en.set('Technology', [await story('Technology', 'en')]);
    draft = await story('Politics', 'en', { status: 'draft', publishAt: undefined });
    scheduled = await story('Politics', 'en', {
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
  });

  const englishNewestFirst = () =>
    [...en.values()]
      .flat()
      .sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!) || b.id - a.id);

  it('leads with the newest marked lead story, then the newest others, without the lead', async () => {
    const { status, body } = await get<Front>('/Front?Language=en&Latest=5&PerCategory=3');
    expect(status).toBe(200);
    expect(body.lead?.id).toBe(lead.id);
    const others = englishNewestFirst().filter((a) => a.id !== lead.id);
    expect(ids(body.latest)).toEqual(ids(others.slice(0, 5)));
    expect(body.totalItems).toBe(englishNewestFirst().length);
  });

  it("gives each category's newest in the home page's order, the lead left out, empty ones out", async () => {
    const { body } = await get<Front>('/Front?Language=en&PerCategory=3');
    expect(body.sections.map((s) => s.category)).toEqual([
      'Politics',
      'Sports',
      'Business',
      'Technology',
    ]);
    const section = (c: Category) => body.sections.find((s) => s.category === c)!.articles;
    expect(ids(section('Politics'))).toEqual(ids(en.get('Politics')!.slice(-3).reverse()));
    // Sports has two stories, one of them the lead.
    expect(ids(section('Sports'))).toEqual([en.get('Sports')![1]!.id]);
    expect(body.sections.map((s) => s.category)).toEqual(
      CATEGORIES.filter((c) => body.sections.some((s) => s.category === c)),
    );
  });

  it('shows readers only published stories whose time has come, whoever asks', async () => {
    const anonymous = await get<Front>('/Front?Language=en&Latest=50&PerCategory=10');
    const withToken = await get<Front>('/Front?Language=en&Latest=50&PerCategory=10', editor);
    const all = [
      anonymous.body.lead!,
      ...anonymous.body.latest,
      ...anonymous.body.sections.flatMap((s) => s.articles),
    ];
    expect(ids(all)).not.toContain(draft.id);
    expect(ids(all)).not.toContain(scheduled.id);
    expect(withToken.body).toEqual(anonymous.body);
    expect(anonymous.body.lead!.viewerCanEdit).toBe(false);
    // The total is the readers' home list's.
    const list = await get<Page<Article>>('/Articles?Language=en&PageSize=1');
    expect(anonymous.body.totalItems).toBe(list.body.pagination.totalItems);
  });

  it('leads with the newest story of an edition that has no lead story', async () => {
    const { body } = await get<Front>('/Front?Language=te&Latest=8');
    expect(body.lead?.id).toBe(te[2]!.id);
    expect(ids(body.latest)).toEqual([te[1]!.id, te[0]!.id]);
    expect(body.sections.map((s) => [s.category, ids(s.articles)])).toEqual([
      ['Environment', [te[1]!.id, te[0]!.id]],
    ]);
    expect(body.totalItems).toBe(3);
  });

  it('covers both editions when no language is given', async () => {
    const { body } = await get<Front>('/Front?Latest=50');
    expect(body.lead?.id).toBe(lead.id);
    expect(body.totalItems).toBe(englishNewestFirst().length + te.length);
    expect(body.latest.map((a) => a.language)).toContain('te');
    expect(body.latest).toHaveLength(englishNewestFirst().length + te.length - 1);
  });

  it('sends summaries, not bodies, unless Fields asks for them', async () => {
    const { body } = await get<Front>('/Front?Language=en');
    expect(Object.keys(body.lead!).sort()).toEqual([...SUMMARY_FIELDS].sort());
    expect(body.lead).not.toHaveProperty('content');
    expect(body.lead!.excerpt).toBe(`The body of story ${lead.title.split(' ').pop()}.`);
    expect(body.latest).toHaveLength(FRONT_PAGE.latest);
    const asked = await get<Front>('/Front?Language=en&Fields=id,content,author');
    expect(Object.keys(asked.body.latest[0]!).sort()).toEqual(['author', 'content', 'id']);
    expect(asked.body.latest[0]!.author?.name).toBeTruthy();
  });

  it.each([
    ['Latest=0', 'Latest', 'Latest must be at least 1'],
    ['Latest=51', 'Latest', 'Latest must be at most 50'],
    ['Latest=2.5', 'Latest', 'Latest must be a whole number'],
    [`Latest=${'9'.repeat(400)}`, 'Latest', 'Latest must be at most 50'],
    ['PerCategory=0', 'PerCategory', 'PerCategory must be at least 1'],
    ['PerCategory=11', 'PerCategory', 'PerCategory must be at most 10'],
    ['Language=fr', 'Language', 'Language must be one of: en, te'],
    ['Fields=id,bodyText', 'Fields', 'Fields has an unknown field "bodyText"'],
  ])('refuses %s, naming the parameter', async (query, field, message) => {
    const { status, body } = await get<ErrorBody>(`/Front?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(body.errors[0]!.message).toContain(message);
  });
});

describe('stories to read next', () => {
  let article: Article;
  let translation: Article;
  const sameCategory: Article[] = [];
  const otherCategories: Article[] = [];
  let draft: Article;

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) sameCategory.push(await story('Entertainment', 'en'));
    for (let i = 0; i < 3; i += 1) otherCategories.push(await story('Announcement', 'en'));
    // Stories of the other edition are never read next.
    await story('Entertainment', 'te');
    draft = await story('Entertainment', 'en', { status: 'draft', publishAt: undefined });
    article = await story('Entertainment', 'en');
    translation = await story('Entertainment', 'te', {
      translationId: article.id,
      status: 'in_review',
      publishAt: undefined,
    });
  });

  /** Every English story readers see now, newest first (other tests' stories included). */
  async function readersEnglish(): Promise<Article[]> {
    const { body } = await get<Page<Article>>('/Articles?Language=en&PageSize=1000');
    return body.data;
  }

  it("gives the category's newest first, then the language's newest, never the article", async () => {
    const { status, body } = await get<{ data: Summary[] }>(
      `/Articles/${article.id}/Related?Limit=10`,
    );
    expect(status).toBe(200);
    const english = (await readersEnglish()).filter((a) => a.id !== article.id);
    const expected = [
      ...english.filter((a) => a.category === 'Entertainment'),
      ...english.filter((a) => a.category !== 'Entertainment'),
    ].slice(0, 10);
    expect(ids(body.data)).toEqual(ids(expected));
    expect(ids(body.data).slice(0, 2)).toEqual(ids([...sameCategory].reverse()));
    expect(ids(body.data)).not.toContain(draft.id);
    expect(body.data.every((a) => a.language === 'en')).toBe(true);
    expect(body.data[0]).not.toHaveProperty('content');
  });

  it('answers as many as asked, four when not told', async () => {
    const four = await get<{ data: Summary[] }>(`/Articles/${article.id}/Related`);
    expect(four.body.data).toHaveLength(4);
    const three = await get<{ data: Summary[] }>(
      `/Articles/${article.id}/Related?Limit=3&Fields=id,title`,
    );
    expect(ids(three.body.data)).toEqual(ids(four.body.data.slice(0, 3)));
    expect(Object.keys(three.body.data[0]!).sort()).toEqual(['id', 'title']);
  });

  it('is 404 for an article the asker may not read, and answers staff for their drafts', async () => {
    expect((await get<ErrorBody>(`/Articles/${draft.id}/Related`)).status).toBe(404);
    const staff = await get<{ data: Summary[] }>(`/Articles/${draft.id}/Related`, editor);
    expect(staff.status).toBe(200);
    expect(ids(staff.body.data)).not.toContain(draft.id);
    expect((await get<ErrorBody>('/Articles/999999/Related')).status).toBe(404);
  });

  it('brings the translation and the stories to read next along with the article', async () => {
    const alone = await get<WithIncluded>(`/Articles/${article.id}`, editor);
    expect(alone.body).not.toHaveProperty('translation');
    expect(alone.body).not.toHaveProperty('related');

    const { status, body } = await get<WithIncluded>(
      `/Articles/${article.id}?Include=translation,related&RelatedLimit=3`,
      editor,
    );
    expect(status).toBe(200);
    expect(body.content).toBe(article.content);
    const own = await get<Article>(`/Articles/${translation.id}`, editor);
    expect(body.translation).toEqual(own.body);
    const related = await get<{ data: Summary[] }>(
      `/Articles/${article.id}/Related?Limit=3`,
      editor,
    );
    expect(body.related).toEqual(related.body.data);
    expect(body.related![0]!.viewerCanEdit).toBe(true);
  });

  it('gives a reader no translation they may not read', async () => {
    const { body } = await get<WithIncluded>(`/Articles/${article.id}?Include=translation`);
    expect(body.translationId).toBeNull();
    expect(body.translation).toBeNull();
    expect(body).not.toHaveProperty('related');
    // Once published, readers get it, as its own request answers it.
    await api.inject({
      method: 'PATCH',
      url: `/Articles/${translation.id}`,
      headers: bearer(admin),
      payload: { status: 'published' },
    });
    const after = await get<WithIncluded>(`/Articles/${article.id}?Include=translation`);
    const own = await get<Article>(`/Articles/${translation.id}`);
    expect(after.body.translation).toEqual(own.body);
    // Read next stays in the article's language: the translation is never among them.
    const related = await get<{ data: Summary[] }>(`/Articles/${article.id}/Related?Limit=10`);
    expect(ids(related.body.data)).not.toContain(translation.id);
  });

  it.each([
    ['/Articles/ID/Related?Limit=0', 'Limit', 'Limit must be at least 1'],
    ['/Articles/ID/Related?Limit=11', 'Limit', 'Limit must be at most 10'],
    ['/Articles/ID/Related?Fields=nope', 'Fields', 'Fields has an unknown field "nope"'],
    ['/Articles/ID?Include=comments', 'Include', 'Include has an unknown part "comments"'],
    ['/Articles/ID?Include=related&RelatedLimit=11', 'RelatedLimit', 'at most 10'],
    ['/Articles/ID?Include=related&RelatedFields=x', 'RelatedFields', 'unknown field "x"'],
  ])('refuses %s, naming the parameter', async (url, field, message) => {
    const { status, body } = await get<ErrorBody>(url.replace('ID', String(article.id)));
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(body.errors[0]!.message).toContain(message);
  });
});

describe('the OpenAPI document', () => {
  it('describes the front page, read next, Include and the share pictures', async () => {
    const res = await api.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    const names = (path: string) => doc.paths[path]!.get!.parameters!.map((p) => p.name);
    expect(names('/Front')).toEqual(['Language', 'Latest', 'PerCategory', 'Fields']);
    expect(names('/Articles/{id}/Related')).toEqual(['Limit', 'Fields', 'id']);
    expect(names('/Articles/{id}')).toEqual(
      expect.arrayContaining(['Include', 'RelatedLimit', 'RelatedFields', 'id']),
    );
    expect(names('/media/share/{name}')).toEqual(['name']);
    expect(JSON.stringify(doc)).toContain('"shareImage"');
  });
});
