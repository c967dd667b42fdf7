/*
 * The whole role × status × action matrix of articles, from one table. Every case gets fresh
 * articles: one by the reporter who is "the author", put in the status named, and (for linking)
 * a Telugu draft by the same author as the counterpart.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, Page } from '../../src/domain.js';
import { Refusal, type RefusalReason } from '@news/contract';
import { bearer, startApi, type TestApi } from '../helpers.js';

const ACTORS = ['anonymous', 'admin', 'editor', 'author', 'other'] as const;
type Actor = (typeof ACTORS)[number];
const STATES = ['draft', 'in_review', 'published', 'scheduled'] as const;
type State = (typeof STATES)[number];

/** What a list answer shows: the article in it or not (an HTTP status when refused). */
type Outcome = number | 'listed' | 'absent';
type Row = readonly [Outcome, Outcome, Outcome, Outcome, Outcome];

const DAY = 86_400_000;
const future = () => new Date(Date.now() + 3 * DAY).toISOString();

type Action =
  | 'read by id'
  | "readers' list"
  | 'staff list'
  | 'edit'
  | 'delete'
  | 'submit for review'
  | 'withdraw to draft'
  | 'publish now'
  | 'schedule'
  | 'unpublish'
  | 'link translation'
  | 'unlink from an editor’s article';

/* prettier-ignore */
//                                     anonymous admin     editor    author    other reporter
const MATRIX: Record<Action, Record<State, Row>> = {
  'read by id': {
    draft:                             [404,     200,      200,      200,      404],
    in_review:                         [404,     200,      200,      200,      404],
    published:                         [200,     200,      200,      200,      200],
    scheduled:                         [404,     200,      200,      200,      200],
  },
  "readers' list": {
    draft:                             ['absent','absent', 'absent', 'absent', 'absent'],
    in_review:                         ['absent','absent', 'absent', 'absent', 'absent'],
    published:                         ['listed','listed', 'listed', 'listed', 'listed'],
    scheduled:                         ['absent','absent', 'absent', 'absent', 'absent'],
  },
  'staff list': {
    draft:                             [401,     'listed', 'listed', 'listed', 'absent'],
    in_review:                         [401,     'listed', 'listed', 'listed', 'absent'],
    published:                         [401,     'listed', 'listed', 'listed', 'listed'],
    scheduled:                         [401,     'listed', 'listed', 'listed', 'listed'],
  },
  edit: {
    draft:                             [401,     200,      200,      200,      404],
    in_review:                         [401,     200,      200,      403,      404],
    published:                         [401,     200,      200,      403,      403],
    scheduled:                         [401,     200,      200,      403,      403],
  },
  delete: {
    draft:                             [401,     204,      204,      204,      404],
    in_review:                         [401,     204,      204,      204,      404],
    published:                         [401,     204,      204,      403,      403],
    scheduled:                         [401,     204,      204,      403,      403],
  },
  'submit for review': {
    draft:                             [401,     200,      200,      200,      404],
    in_review:                         [401,     200,      200,      200,      404],
    published:                         [401,     200,      200,      403,      403],
    scheduled:                         [401,     200,      200,      403,      403],
  },
  'withdraw to draft': {
    draft:                             [401,     200,      200,      200,      404],
    in_review:                         [401,     200,      200,      200,      404],
    published:                         [401,     200,      200,      403,      403],
    scheduled:                         [401,     200,      200,      403,      403],
  },
  'publish now': {
    draft:                             [401,     200,      200,      403,      404],
    in_review:                         [401,     200,      200,      403,      404],
    published:                         [401,     200,      200,      403,      403],
    scheduled:                         [401,     200,      200,      403,      403],
  },
  schedule: {
    draft:                             [401,     200,      200,      403,      404],
    in_review:                         [401,     200,      200,      403,      404],
    published:                         [401,     200,      200,      403,      403],
    scheduled:                         [401,     200,      200,      403,      403],
  },
  // The same request as "withdraw to draft"; named for what it does to a published article.
  unpublish: {
    draft:                             [401,     200,      200,      200,      404],
    in_review:                         [401,     200,      200,      200,      404],
    published:                         [401,     200,      200,      403,      403],
    scheduled:                         [401,     200,      200,      403,      403],
  },
  'link translation': {
    draft:                             [401,     200,      200,      200,      404],
    in_review:                         [401,     200,      200,      403,      404],
    published:                         [401,     200,      200,      403,      403],
    scheduled:                         [401,     200,      200,      403,      403],
  },
  // The article is linked (by the admin) to a published Telugu article of the editor's: taking
  // it off changes that article too, which a reporter may not, even from their own draft.
  'unlink from an editor’s article': {
    draft:                             [401,     200,      200,      403,      404],
    in_review:                         [401,     200,      200,      403,      404],
    published:                         [401,     200,      200,      403,      403],
    scheduled:                         [401,     200,      200,      403,      403],
  },
};

/** viewerCanEdit / viewerCanDelete / viewerCanPublish as GET /Articles/{id} gives them; '-' where it answers 404. */
type Can = readonly [boolean, boolean, boolean] | '-';
const T = true;
const F = false;
/* prettier-ignore */
//                                     anonymous  admin      editor     author     other reporter
const VIEWER_CAN: Record<State, readonly [Can, Can, Can, Can, Can]> = {
  draft:                             ['-',       [T, T, T], [T, T, T], [T, T, F], '-'],
  in_review:                         ['-',       [T, T, T], [T, T, T], [F, T, F], '-'],
  published:                         [[F, F, F], [T, T, T], [T, T, T], [F, F, F], [F, F, F]],
  scheduled:                         ['-',       [T, T, T], [T, T, T], [F, F, F], [F, F, F]],
};

/** The rule that refuses each action (its code, `reason`, and its sentence, `Refusal[reason]`). */
const REFUSALS: Partial<Record<Action, RefusalReason | ((state: State) => RefusalReason)>> = {
  edit: 'OWN_DRAFTS_ONLY',
  delete: 'OWN_UNPUBLISHED_ONLY',
  'publish now': 'PUBLISHERS_ONLY',
  schedule: 'PUBLISHERS_ONLY',
  'link translation': 'OWN_DRAFTS_ONLY',
  'unlink from an editor’s article': (state) =>
    state === 'draft' ? 'TRANSLATION_NEEDS_BOTH' : 'OWN_DRAFTS_ONLY',
};

let api: TestApi;
const tokens = new Map<Actor, string>();
let seq = 0;

beforeAll(async () => {
  api = await startApi();
  tokens.set('admin', await api.adminToken());
  tokens.set('editor', (await api.createUser('editor')).token);
  tokens.set('author', (await api.createUser('reporter')).token);
  tokens.set('other', (await api.createUser('reporter')).token);
});
afterAll(() => api.close());

async function patch(token: string, id: number, payload: object) {
  const res = await api.inject({
    method: 'PATCH',
    url: `/Articles/${id}`,
    headers: bearer(token),
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`setup PATCH: ${res.statusCode} ${res.body}`);
  return res.json<Article>();
}

/** A fresh article by the author, in `state`. */
async function articleIn(state: State, language: 'en' | 'te' = 'en'): Promise<Article> {
  seq += 1;
  const author = tokens.get('author')!;
  const draft = await api.createArticle(author, {
    title: language === 'en' ? `Matrix story ${seq}` : `మ్యాట్రిక్స్ కథనం ${seq}`,
    content: language === 'en' ? 'A story for the matrix.' : 'పట్టిక కోసం ఒక కథనం.',
    language,
  });
  const admin = tokens.get('admin')!;
  if (state === 'in_review') return patch(author, draft.id, { status: 'in_review' });
  if (state === 'published') return patch(admin, draft.id, { status: 'published' });
  if (state === 'scheduled') {
    return patch(admin, draft.id, { status: 'published', publishAt: future() });
  }
  return draft;
}

/** The article as the admin reads it now (undefined once deleted). */
async function current(id: number): Promise<Article | undefined> {
  const res = await api.inject({
    method: 'GET',
    url: `/Articles/${id}`,
    headers: bearer(tokens.get('admin')!),
  });
  return res.statusCode === 200 ? res.json<Article>() : undefined;
}

/** An article without the fields that depend on who asks. */
const stored = (article: Article | undefined) => {
  if (!article) return article;
  const { viewerCanEdit, viewerCanDelete, viewerCanPublish, ...rest } = article;
  void [viewerCanEdit, viewerCanDelete, viewerCanPublish];
  return rest;
};

interface Case {
  request: InjectOptions;
  /** The counterpart the setup linked the article to (kept when the action is refused). */
  linked?: number;
  /** Checks what the action did, when it was allowed. */
  effect?: (after: Article | undefined, res: { json<T>(): T }) => void | Promise<void>;
}

const ACTIONS: Record<Action, (article: Article) => Promise<Case>> = {
  'read by id': (a) =>
    Promise.resolve({
      request: { method: 'GET', url: `/Articles/${a.id}` },
      effect: (_after, res) => expect(res.json<Article>().id).toBe(a.id),
    }),
  "readers' list": () =>
    Promise.resolve({
      request: { method: 'GET', url: '/Articles?PageSize=1000&Fields=id' },
    }),
  'staff list': () =>
    Promise.resolve({
      request: { method: 'GET', url: '/Articles?Status=all&PageSize=1000&Fields=id' },
    }),
  edit: (a) =>
    Promise.resolve({
      request: { method: 'PATCH', url: `/Articles/${a.id}`, payload: { title: 'Edited title' } },
      effect: (after) => {
        expect(after!.title).toBe('Edited title');
        expect(after!.status).toBe(a.status);
        expect(after!.publishedAt).toBe(a.publishedAt);
      },
    }),
  delete: (a) =>
    Promise.resolve({
      request: { method: 'DELETE', url: `/Articles/${a.id}` },
      effect: (after) => expect(after).toBeUndefined(),
    }),
  'submit for review': (a) =>
    Promise.resolve({
      request: { method: 'PATCH', url: `/Articles/${a.id}`, payload: { status: 'in_review' } },
      effect: (after) => expect(after).toMatchObject({ status: 'in_review', publishedAt: null }),
    }),
  'withdraw to draft': (a) =>
    Promise.resolve({
      request: { method: 'PATCH', url: `/Articles/${a.id}`, payload: { status: 'draft' } },
      effect: (after) => expect(after).toMatchObject({ status: 'draft', publishedAt: null }),
    }),
  'publish now': (a) => {
    const before = Date.now();
    return Promise.resolve({
      request: { method: 'PATCH', url: `/Articles/${a.id}`, payload: { status: 'published' } },
      effect: (after) => {
        expect(after!.status).toBe('published');
        const at = Date.parse(after!.publishedAt!);
        // Already visible: keeps its time; otherwise it becomes visible now.
        if (a.status === 'published' && Date.parse(a.publishedAt!) <= before) {
          expect(after!.publishedAt).toBe(a.publishedAt);
        } else {
          expect(at).toBeGreaterThanOrEqual(before - 1000);
        }
        expect(at).toBeLessThanOrEqual(Date.now());
      },
    });
  },
  schedule: (a) => {
    const at = future();
    return Promise.resolve({
      request: {
        method: 'PATCH',
        url: `/Articles/${a.id}`,
        payload: { status: 'published', publishAt: at },
      },
      effect: (after) => expect(after).toMatchObject({ status: 'published', publishedAt: at }),
    });
  },
  unpublish: (a) =>
    Promise.resolve({
      request: { method: 'PATCH', url: `/Articles/${a.id}`, payload: { status: 'draft' } },
      effect: (after) => expect(after).toMatchObject({ status: 'draft', publishedAt: null }),
    }),
  'unlink from an editor’s article': async (a) => {
    seq += 1;
    const counterpart = await api.createArticle(tokens.get('editor')!, {
      title: `సంపాదకుడి కథనం ${seq}`,
      content: 'ప్రచురిత కథనం.',
      language: 'te',
    });
    await patch(tokens.get('admin')!, a.id, { translationId: counterpart.id });
    return {
      request: { method: 'PATCH', url: `/Articles/${a.id}`, payload: { translationId: null } },
      linked: counterpart.id,
      effect: async (after) => {
        expect(after!.translationId).toBeNull();
        expect((await current(counterpart.id))!.translationId).toBeNull();
      },
    };
  },
  'link translation': async (a) => {
    const counterpart = await articleIn('draft', 'te');
    return {
      request: {
        method: 'PATCH',
        url: `/Articles/${a.id}`,
        payload: { translationId: counterpart.id },
      },
      effect: async (after) => {
        expect(after!.translationId).toBe(counterpart.id);
        expect((await current(counterpart.id))!.translationId).toBe(a.id);
      },
    };
  },
};

describe('role × status × action', () => {
  const cases = (Object.keys(MATRIX) as Action[]).flatMap((action) =>
    STATES.flatMap((state) =>
      ACTORS.map((actor, i) => [action, state, actor, MATRIX[action][state][i]!] as const),
    ),
  );

  it.each(cases)('%s, %s article, as %s: %s', async (action, state, actor, expected) => {
    const article = await articleIn(state);
    const { request, effect, linked } = await ACTIONS[action](article);
    // The article as the setup left it.
    const before = linked === undefined ? article : (await current(article.id))!;
    const token = tokens.get(actor);
    const res = await api.inject({ ...request, headers: token ? bearer(token) : {} });
    if (expected === 'listed' || expected === 'absent') {
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json<Page<Article>>().data.map((a) => a.id);
      if (expected === 'listed') expect(ids).toContain(article.id);
      else expect(ids).not.toContain(article.id);
      return;
    }
    expect(res.statusCode, res.body).toBe(expected);
    const after = await current(article.id);
    if (expected >= 400) {
      const error = res.json<{ errors: { code: string; message: string; reason?: string }[] }>()
        .errors[0]!;
      expect(error.code).toBe(
        { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[expected],
      );
      const refusal = REFUSALS[action];
      if (expected === 403 && refusal) {
        const reason = typeof refusal === 'function' ? refusal(state) : refusal;
        expect({ reason: error.reason, message: error.message }).toEqual({
          reason,
          message: Refusal[reason],
        });
      }
      // Refused: nothing changed.
      expect(stored(after)).toEqual(stored(before));
      if (linked !== undefined) expect((await current(linked))!.translationId).toBe(article.id);
      return;
    }
    await effect?.(after, res);
  });
});

describe('viewerCanEdit / viewerCanDelete / viewerCanPublish', () => {
  const cases = STATES.flatMap((state) =>
    ACTORS.map((actor, i) => [state, actor, VIEWER_CAN[state][i]!] as const),
  );

  it.each(cases)('%s article, as %s: %j', async (state, actor, can) => {
    const article = await articleIn(state);
    const token = tokens.get(actor);
    const headers = token ? bearer(token) : {};
    const res = await api.inject({ method: 'GET', url: `/Articles/${article.id}`, headers });
    if (can === '-') {
      expect(res.statusCode).toBe(404);
      return;
    }
    expect(res.statusCode).toBe(200);
    const [viewerCanEdit, viewerCanDelete, viewerCanPublish] = can;
    expect(res.json<Article>()).toMatchObject({ viewerCanEdit, viewerCanDelete, viewerCanPublish });
    // Lists compute them by the same rules.
    if (token) {
      const list = await api.inject({
        method: 'GET',
        url: '/Articles?Status=all&PageSize=1000&Fields=id,viewerCanEdit,viewerCanDelete,viewerCanPublish',
        headers,
      });
      const listed = list.json<Page<Article>>().data.find((a) => a.id === article.id);
      expect(listed).toEqual({ id: article.id, viewerCanEdit, viewerCanDelete, viewerCanPublish });
    }
  });
});
