import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Article, Page, User } from '../../src/domain.js';
import { bearer, startApi, type ErrorBody, type TestApi } from '../helpers.js';

let api: TestApi;
let admin: string;
let editor: string;
let reporter: { user: User; token: string };

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
  editor = (await api.createUser('editor')).token;
  reporter = await api.createUser('reporter');
});
afterAll(() => api.close());

const get = (url: string, token?: string) =>
  api.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (payload: object, token = admin) =>
  api.inject({ method: 'POST', url: '/Articles', headers: bearer(token), payload });
const patch = (id: number, payload: object, token = admin) =>
  api.inject({ method: 'PATCH', url: `/Articles/${id}`, headers: bearer(token), payload });
const ids = async (url: string, token?: string) =>
  (await get(url, token)).json<Page<Article>>().data.map((a) => a.id);
const body = {
  title: 'Workflow story',
  content: 'Some text.',
  category: 'Business',
  language: 'en',
  mediaUrl: '/media/x.svg',
};
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('creating', () => {
  it('refuses a language other than en or te (400 naming language)', async () => {
    for (const payload of [
      { ...body, language: 'fr' },
      { ...body, language: 'EN' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors[0]!.field).toBe('language');
    }
  });

  it('reads the language from the letters when none is sent, as the spec body sends none', async () => {
    const { language: _language, ...without } = body;
    void _language;
    const english = await post(without);
    expect(english.statusCode).toBe(201);
    expect(english.json<Article>().language).toBe('en');
    const telugu = await post({
      ...without,
      title: 'వరద హెచ్చరిక: Krishna',
      content: 'కృష్ణా నదికి వరద ప్రవాహం పెరుగుతోంది. NDRF బృందాలు సిద్ధంగా ఉన్నాయి.',
    });
    expect(telugu.statusCode).toBe(201);
    expect(telugu.json<Article>().language).toBe('te');
  });

  it('editors and admins publish by default; reporters write drafts', async () => {
    const before = Date.now();
    const byEditor = (await post(body, editor)).json<Article>();
    expect(byEditor.status).toBe('published');
    expect(Date.parse(byEditor.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
    const byReporter = (await post(body, reporter.token)).json<Article>();
    expect(byReporter).toMatchObject({ status: 'draft', publishedAt: null });
    const inReview = await post({ ...body, status: 'in_review' }, reporter.token);
    expect(inReview.json<Article>()).toMatchObject({ status: 'in_review', publishedAt: null });
  });

  it('refuses a reporter publishing or scheduling with 403', async () => {
    for (const extra of [
      { status: 'published' },
      { publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    ]) {
      const res = await post({ ...body, ...extra }, reporter.token);
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().errors[0]).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only editors and admins can publish, schedule or unpublish articles',
      });
    }
  });

  it('refuses a bad status or publishAt with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ status: 'scheduled' }, 'status'],
      [{ status: 'draft', publishAt: new Date().toISOString() }, 'publishAt'],
      [{ publishAt: 'tomorrow' }, 'publishAt'],
      [{ publishAt: '2026-05-01T10:00' }, 'publishAt'],
      [{ publishAt: '12000-01-01T00:00:00Z' }, 'publishAt'],
      [{ publishAt: 5 }, 'publishAt'],
      [{ translationId: 'x' }, 'translationId'],
      [{ translationId: 0 }, 'translationId'],
    ];
    for (const [extra, field] of cases) {
      const res = await post({ ...body, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(
        res.json<ErrorBody>().errors.map((e) => e.field),
        JSON.stringify(extra),
      ).toContain(field);
    }
  });
});

describe('changing', () => {
  it('an empty PATCH counts as an edit: refused to whoever may not edit', async () => {
    const published = (await post(body)).json<Article>();
    for (const payload of [{}, { author: 'Someone' }]) {
      const res = await patch(published.id, payload, reporter.token);
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().errors[0]!.message).toBe(
        'Reporters can change only their own drafts',
      );
    }
    expect((await patch(published.id, {}, editor)).statusCode).toBe(200);
  });
});

describe('two people saving the same article', () => {
  it('refuses the second save of one reading with 409, naming updatedAt, and changes nothing', async () => {
    const article = (await post({ ...body, title: 'First reading' })).json<Article>();
    const read = article.updatedAt;
    const first = await patch(
      article.id,
      { title: 'Saved by the editor', updatedAt: read },
      editor,
    );
    expect(first.statusCode).toBe(200);
    const saved = first.json<Article>();
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(read));
    const second = await patch(article.id, { title: 'Saved by the admin', updatedAt: read });
    expect(second.statusCode).toBe(409);
    const error = second.json<ErrorBody>().errors[0]!;
    expect(error).toMatchObject({ code: 'CONFLICT', field: 'updatedAt' });
    expect(error.message).toContain(saved.updatedAt);
    const now = (await get(`/Articles/${article.id}`, admin)).json<Article>();
    expect(now.title).toBe('Saved by the editor');
    // Read again, the change goes through; left out, it goes through whatever happened.
    expect(
      (await patch(article.id, { title: 'Saved by the admin', updatedAt: now.updatedAt }))
        .statusCode,
    ).toBe(200);
    expect((await patch(article.id, { title: 'Without a reading' })).statusCode).toBe(200);
    const bad = await patch(article.id, { updatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors[0]!.field).toBe('updatedAt');
  });
});

describe('publishing time', () => {
  const yesterday = () => {
    const d = new Date(`${today()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    return d.toISOString().slice(0, 10);
  };
  const publishedNow = (article: Article, before: number) => {
    expect(Date.parse(article.publishedAt!)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(article.publishedAt!)).toBeLessThanOrEqual(Date.now());
  };

  it('publishing later is publishing now, even for a draft dated an earlier day', async () => {
    const old = (await post({ ...body, date: '2026-01-10' }, reporter.token)).json<Article>();
    let before = Date.now();
    publishedNow((await patch(old.id, { status: 'published' })).json<Article>(), before);

    // A draft written last night (no date chosen) and published this morning.
    const written = (await post(body, reporter.token)).json<Article>();
    const lastNight = new Date(Date.now() - 20 * 3_600_000).toISOString();
    await api.database.db
      .updateTable('articles')
      .set({ created_at: lastNight })
      .where('id', '=', written.id)
      .execute();
    before = Date.now();
    publishedNow((await patch(written.id, { status: 'published' })).json<Article>(), before);

    // The edit form re-sends the stored date with every save: that is not back-dating.
    const resent = (await post({ ...body, date: yesterday() }, reporter.token)).json<Article>();
    before = Date.now();
    const published = (
      await patch(resent.id, { status: 'published', date: yesterday() })
    ).json<Article>();
    publishedNow(published, before);
    expect(published.createdAt).toBe(resent.createdAt);
  });

  it('a request that back-dates the story publishes it as of that date', async () => {
    const created = (
      await post({ ...body, date: '2026-01-10', status: 'published' }, editor)
    ).json<Article>();
    expect(created.publishedAt).toBe('2026-01-10T06:30:00.000Z');
    expect(created.publishedAt).toBe(created.createdAt);

    const draft = (await post({ ...body, date: '2026-01-10' }, reporter.token)).json<Article>();
    const published = (
      await patch(draft.id, { status: 'published', date: '2026-01-09' })
    ).json<Article>();
    expect(published.publishedAt).toBe('2026-01-09T06:30:00.000Z');
    expect(published.createdAt).toBe(published.publishedAt);

    // Dated today on create: published now.
    const before = Date.now();
    publishedNow((await post({ ...body, date: today() }, editor)).json<Article>(), before);
  });

  it('publishAt may be past or future; unpublishing clears publishedAt', async () => {
    const a = (await post({ ...body, status: 'draft' })).json<Article>();
    const past = '2025-12-31T18:30:00.000Z';
    expect(
      (await patch(a.id, { status: 'published', publishAt: past })).json<Article>(),
    ).toMatchObject({
      status: 'published',
      publishedAt: past,
    });
    const offset = (await patch(a.id, { publishAt: '2099-01-01T10:00:00+05:30' })).json<Article>();
    expect(offset.publishedAt).toBe('2099-01-01T04:30:00.000Z');
    const unpublished = (await patch(a.id, { status: 'draft' })).json<Article>();
    expect(unpublished).toMatchObject({ status: 'draft', publishedAt: null });
    // publishAt on an article that stays unpublished is a mistake, not a silent no-op.
    const res = await patch(a.id, { publishAt: past });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]!.field).toBe('publishAt');
  });

  it('a new date on a visible published story moves its publishedAt along; its own date does not', async () => {
    const a = (await post({ ...body, date: '2026-02-01' })).json<Article>();
    expect(a.publishedAt).toBe(a.createdAt);
    const same = (await patch(a.id, { date: '2026-02-01', title: 'Retitled' })).json<Article>();
    expect(same.publishedAt).toBe(a.publishedAt);
    const moved = (await patch(a.id, { date: '2026-02-03' })).json<Article>();
    expect(moved.createdAt).toBe('2026-02-03T06:30:00.000Z');
    expect(moved.publishedAt).toBe(moved.createdAt);
    // Moved to today: published now.
    const before = Date.now();
    publishedNow((await patch(a.id, { date: today() })).json<Article>(), before);
  });
});

describe('deleting', () => {
  it("a reporter's delete racing an editor's publish never deletes a published article", async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const a = (await post({ ...body, status: 'in_review' }, reporter.token)).json<Article>();
      const [published, deleted] = await Promise.all([
        patch(a.id, { status: 'published' }, editor),
        api.inject({ method: 'DELETE', url: `/Articles/${a.id}`, headers: bearer(reporter.token) }),
      ]);
      outcomes.add(`${published.statusCode} ${deleted.statusCode}`);
      const stored = await get(`/Articles/${a.id}`, admin);
      if (deleted.statusCode === 204) {
        expect(published.statusCode).toBe(404);
        // In the trash, as it was when deleted: not published.
        expect(stored.statusCode).toBe(410);
      } else {
        expect(deleted.statusCode).toBe(403);
        expect(published.statusCode).toBe(200);
        expect(stored.json<Article>().status).toBe('published');
      }
    }
    expect([...outcomes].every((o) => o === '200 403' || o === '404 204')).toBe(true);
  });
});

describe('scheduling', () => {
  it('a scheduled article appears to readers when its time comes, with no job runner', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const a = (
      await post({ ...body, title: 'Scheduled story', publishAt: at }, editor)
    ).json<Article>();
    expect(a).toMatchObject({ status: 'published', publishedAt: at });
    expect(await ids('/Articles?PageSize=1000&Fields=id')).not.toContain(a.id);
    expect((await get(`/Articles/${a.id}`)).statusCode).toBe(404);
    expect(
      (await get('/Articles?Search=Scheduled')).json<Page<Article>>().pagination.totalItems,
    ).toBe(0);

    // The hour passes.
    const past = new Date(Date.now() - 1000).toISOString();
    await api.database.db
      .updateTable('articles')
      .set({ published_at: past })
      .where('id', '=', a.id)
      .execute();
    expect(await ids('/Articles?PageSize=1000&Fields=id')).toContain(a.id);
    expect((await get(`/Articles/${a.id}`)).statusCode).toBe(200);
    expect(
      (await get('/Articles?Search=Scheduled')).json<Page<Article>>().pagination.totalItems,
    ).toBe(1);
  });

  it('a publishAt a moment ahead is visible once that moment has passed', async () => {
    // The clock stands still until the test moves it: the moment passes when the test says so,
    // however long the requests take.
    vi.useFakeTimers({ toFake: ['Date'] });
    let a: Article | undefined;
    try {
      const now = Date.now();
      const at = new Date(now + 700).toISOString();
      a = (await post({ ...body, publishAt: at }, editor)).json<Article>();
      expect((await get(`/Articles/${a.id}`)).statusCode).toBe(404);
      vi.setSystemTime(now + 699);
      expect((await get(`/Articles/${a.id}`)).statusCode).toBe(404);
      expect(await ids('/Articles?PageSize=1000&Fields=id')).not.toContain(a.id);
      vi.setSystemTime(now + 700);
      expect((await get(`/Articles/${a.id}`)).statusCode).toBe(200);
      expect(await ids('/Articles?PageSize=1000&Fields=id')).toContain(a.id);
    } finally {
      vi.useRealTimers();
      // On the real clock its moment is still ahead for up to 700 ms: a later test counting what
      // readers see at a real moment must not meet it on either side of that moment.
      if (a) {
        await api.inject({ method: 'DELETE', url: `/Articles/${a.id}`, headers: bearer(admin) });
      }
    }
  });
});

describe('lists', () => {
  let en: Article;
  let te: Article;
  let draft: Article;
  let review: Article;

  beforeAll(async () => {
    en = (
      await post({ ...body, title: 'English edition story', date: '2026-03-01' })
    ).json<Article>();
    te = (
      await post({
        ...body,
        title: 'తెలుగు ఎడిషన్ కథనం',
        content: 'వార్త.',
        language: 'te',
        date: '2026-03-02',
      })
    ).json<Article>();
    draft = (await post({ ...body, status: 'draft', date: '2026-03-03' })).json<Article>();
    review = (
      await post({ ...body, status: 'in_review', date: '2026-03-04' }, reporter.token)
    ).json<Article>();
  });

  it('Language filters by edition; empty means both', async () => {
    const teIds = await ids('/Articles?PageSize=1000&Language=te&Fields=id');
    expect(teIds).toContain(te.id);
    expect(teIds).not.toContain(en.id);
    const enList = (await get('/Articles?PageSize=1000&Language=en&Fields=id,language')).json<
      Page<Article>
    >();
    expect(enList.data.every((a) => a.language === 'en')).toBe(true);
    const both = await ids('/Articles?PageSize=1000&Language=&Fields=id');
    expect(both).toEqual(expect.arrayContaining([en.id, te.id]));
    const bad = await get('/Articles?Language=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors[0]!.field).toBe('Language');
  });

  it('Scheduled narrows the published ones of the staff view to those ahead or those out', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (
      await post({ ...body, title: 'Scheduled story', status: 'published', publishAt: inAnHour })
    ).json<Article>();
    const staff = (query: string) => ids(`/Articles?PageSize=1000&Fields=id&${query}`, admin);
    const ahead = await staff('Status=published&Scheduled=true');
    expect(ahead).toContain(scheduled.id);
    expect(ahead).not.toContain(en.id);
    const out = await staff('Status=published&Scheduled=false');
    expect(out).toContain(en.id);
    expect(out).not.toContain(scheduled.id);
    // Other statuses are not affected.
    expect(await staff('Status=draft,published&Scheduled=true')).toEqual(
      expect.arrayContaining([draft.id, scheduled.id]),
    );
    expect(await staff('Status=draft,published&Scheduled=true')).not.toContain(en.id);
    // Left out: both.
    expect(await staff('Status=published')).toEqual(expect.arrayContaining([en.id, scheduled.id]));
    for (const query of ['Scheduled=true', 'Status=published&Scheduled=maybe']) {
      const res = await get(`/Articles?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ErrorBody>().errors[0]!.field).toBe('Scheduled');
    }
  });

  it("without Status it is the readers' view, for staff too", async () => {
    for (const token of [undefined, admin, reporter.token]) {
      const listed = await ids('/Articles?PageSize=1000&Fields=id', token);
      expect(listed).toContain(en.id);
      expect(listed).not.toContain(draft.id);
      expect(listed).not.toContain(review.id);
    }
  });

  it('counts exactly what readers see, whatever else is stored', async () => {
    // A scheduled one and a draft (both stored, neither visible) are among the articles.
    await post({ ...body, publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    const all = (
      await get('/Articles?PageSize=1000&Status=all&Fields=status,publishedAt,language', admin)
    ).json<Page<Article>>().data;
    const visible = all.filter(
      (a) => a.status === 'published' && Date.parse(a.publishedAt!) <= Date.now(),
    );
    expect(visible.length).toBeLessThan(all.length);
    for (const [query, expected] of [
      ['', visible.length],
      ['&Language=en', visible.filter((a) => a.language === 'en').length],
    ] as const) {
      const page = (await get(`/Articles?PageSize=2${query}`)).json<Page<Article>>();
      expect(page.pagination.totalItems, query).toBe(expected);
    }
  });

  it('Status filters the staff view and needs a token (401 without)', async () => {
    expect(await ids('/Articles?PageSize=1000&Status=draft&Fields=id', admin)).toEqual(
      expect.arrayContaining([draft.id]),
    );
    const drafts = (await get('/Articles?PageSize=1000&Status=draft&Fields=status', admin)).json<
      Page<Article>
    >();
    expect(new Set(drafts.data.map((a) => a.status))).toEqual(new Set(['draft']));
    const several = await ids('/Articles?PageSize=1000&Status=draft,in_review&Fields=id', admin);
    expect(several).toEqual(expect.arrayContaining([draft.id, review.id]));
    expect(several).not.toContain(en.id);
    const all = await ids('/Articles?PageSize=1000&Status=all&Fields=id', admin);
    expect(all).toEqual(expect.arrayContaining([draft.id, review.id, en.id, te.id]));

    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const res = await api.inject({ method: 'GET', url: '/Articles?Status=all', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorBody>().errors[0]!.code).toBe('UNAUTHENTICATED');
    }
    for (const status of ['scheduled', 'draft,,x', 'ALL,draft']) {
      const res = await get(`/Articles?Status=${status}`, admin);
      expect(res.statusCode, status).toBe(400);
      expect(res.json<ErrorBody>().errors[0]!.field).toBe('Status');
    }
  });

  it('the staff view sorts by date published, or written while never published', async () => {
    // Published ones dated later than any draft here, then the newest draft.
    for (let i = 0; i < 11; i += 1) await post({ ...body, title: `Published ${i}` }, editor);
    const scheduled = (
      await post({ ...body, publishAt: new Date(Date.now() + 86_400_000).toISOString() }, editor)
    ).json<Article>();
    const newest = (await post({ ...body, title: 'Newest draft' }, reporter.token)).json<Article>();
    const key = (a: Partial<Article>) => Date.parse(a.publishedAt ?? a.createdAt!);
    for (const sortBy of ['', 'desc', 'publishedAt:desc']) {
      const page = (await get(`/Articles?PageSize=10&Status=all&SortBy=${sortBy}`, admin)).json<
        Page<Article>
      >().data;
      const order = page.map((a) => a.id);
      // Scheduled ones (in the future) first, then the newest draft, then what was published.
      expect(order, sortBy).toContain(newest.id);
      expect(order.indexOf(scheduled.id), sortBy).toBeLessThan(order.indexOf(newest.id));
      const after = page.slice(order.indexOf(newest.id) + 1);
      expect(after.every((a) => key(a) <= key(newest))).toBe(true);
    }
    for (const direction of ['desc', 'asc']) {
      for (const sortBy of [direction, `publishedAt:${direction}`]) {
        const data = (
          await get(
            `/Articles?PageSize=1000&Status=all&SortBy=${sortBy}&Fields=id,publishedAt,createdAt`,
            admin,
          )
        ).json<Page<Article>>().data;
        expect(data.some((a) => a.publishedAt === null)).toBe(true);
        const keys = data.map(key);
        expect(keys).toEqual([...keys].sort((x, y) => (direction === 'desc' ? y - x : x - y)));
      }
    }
    // A reporter's staff list: their new draft first too.
    const mine = (
      await get('/Articles?PageSize=10&Status=all&SortBy=desc&Fields=id', reporter.token)
    ).json<Page<Article>>().data;
    expect(mine.map((a) => a.id)).toContain(newest.id);
    // The readers' view is by publishedAt and shows neither.
    const readers = (await get('/Articles?PageSize=1000&SortBy=desc&Fields=id,publishedAt')).json<
      Page<Article>
    >().data;
    expect(readers.map((a) => a.id)).not.toContain(newest.id);
    const times = readers.map((a) => Date.parse(a.publishedAt!));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('Fields takes the new names, in any case', async () => {
    const res = await get(
      '/Articles?PageSize=1&Fields=language,status,publishedAt,translationId,viewerCanEdit,VIEWERCANPUBLISH,viewerCanDelete',
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<Page<Article>>().data[0]!).sort()).toEqual([
      'language',
      'publishedAt',
      'status',
      'translationId',
      'viewerCanDelete',
      'viewerCanEdit',
      'viewerCanPublish',
    ]);
  });
});

describe('canPublish on accounts', () => {
  it('is true for editors and admins, on /Auth/me, /User, /User/{id} and login', async () => {
    const me = async (token: string) => (await get('/Auth/me', token)).json<User>().canPublish;
    expect(await me(admin)).toBe(true);
    expect(await me(editor)).toBe(true);
    expect(await me(reporter.token)).toBe(false);
    const users = (await get('/User?PageSize=100', admin)).json<Page<User>>().data;
    for (const user of users) expect(user.canPublish).toBe(user.role !== 'reporter');
    expect((await get(`/User/${reporter.user.id}`, admin)).json<User>().canPublish).toBe(false);
    expect(reporter.user.canPublish).toBe(false);
    const login = await api.inject({
      method: 'POST',
      url: '/Auth/login',
      payload: { username: 'admin', password: 'admin-password-1' },
    });
    expect(login.json<{ user: User }>().user.canPublish).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('describes the new fields and parameters', async () => {
    const doc = JSON.stringify((await get('/openapi.json')).json());
    for (const name of [
      '"language"',
      '"status"',
      '"publishedAt"',
      '"publishAt"',
      '"translationId"',
      '"viewerCanEdit"',
      '"viewerCanDelete"',
      '"viewerCanPublish"',
      '"canPublish"',
      '"Language"',
      '"Status"',
    ]) {
      expect(doc).toContain(name);
    }
  });
});
