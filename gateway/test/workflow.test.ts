import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, codes, startStack, uniqueName, type Stack } from './helpers.js';

/*
 * Drafts, review and publishing through GraphQL: every role × status × action case of the
 * newsroom's rules (which live in the api) answers as specified, with the GraphQL error codes,
 * and `viewerCan*` tells each account what it may do before it tries.
 */

type Actor = 'anonymous' | 'admin' | 'editor' | 'author' | 'otherReporter';
type Status = 'draft' | 'in_review' | 'published' | 'scheduled';
type Refusal = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT';
/** `ok`: the mutation succeeds; `-`: the action does not apply to that status. */
type Outcome = 'ok' | Refusal | '-';

const ACTORS: Actor[] = ['anonymous', 'admin', 'editor', 'author', 'otherReporter'];
const STATUSES: Status[] = ['draft', 'in_review', 'published', 'scheduled'];

const ARTICLE = `id title language status publishedAt author { id } translation { id language status }
  viewerCanEdit viewerCanDelete viewerCanPublish`;
const CREATE = `mutation($input: CreateArticleInput!) { createArticle(input: $input) { ${ARTICLE} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { ${ARTICLE} } }`;
const DELETE = 'mutation($id: ID!) { deleteArticle(id: $id) }';
const READ = `query($id: ID!) { article(id: $id) { ${ARTICLE} } }`;
const LIST = `query($search: String, $status: [ArticleStatus!], $language: Language) {
  articles(search: $search, status: $status, language: $language, pageSize: 100) { items { id status language } }
}`;

interface GqlArticle {
  id: string;
  title: string;
  language: 'EN' | 'TE';
  status: 'DRAFT' | 'IN_REVIEW' | 'PUBLISHED';
  publishedAt: string | null;
  translation: { id: string; language: string; status: string } | null;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanPublish: boolean;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

let stack: Stack;
const tokens: Partial<Record<Actor, string>> = {};

/** Runs an operation as the actor (no token for `anonymous`). */
const as = <T = Record<string, unknown>>(
  actor: Actor,
  query: string,
  variables: Record<string, unknown> = {},
) => stack.gql<T>(query, variables, actor === 'anonymous' ? {} : { token: tokens[actor]! });

/** `ok` when the operation answered without errors, otherwise its error code. */
const outcomeOf = (res: { body: { errors?: unknown[] } }) =>
  res.body.errors === undefined ? 'ok' : codes(res as Parameters<typeof codes>[0]).join(',');

/**
 * An article in `status`, written by the author (a reporter), with a unique word in its title
 * to find it by. Editors move it past review: published now, or scheduled an hour ahead.
 */
async function articleIn(status: Status, language: 'EN' | 'TE' = 'EN'): Promise<GqlArticle> {
  const word = uniqueName('wf');
  const created = await as<{ createArticle: GqlArticle }>('author', CREATE, {
    input: {
      title: language === 'EN' ? `Workflow story ${word}` : `వార్త ${word}`,
      content: language === 'EN' ? 'A story in the making.' : 'తయారవుతున్న వార్త.',
      category: 'POLITICS',
      language,
      mediaUrl: '/media/seed/x.svg',
      status: status === 'in_review' ? 'IN_REVIEW' : 'DRAFT',
    },
  });
  expect(created.body.errors).toBeUndefined();
  const article = created.body.data!.createArticle;
  if (status !== 'published' && status !== 'scheduled') return article;
  const moved = await as<{ updateArticle: GqlArticle }>('editor', UPDATE, {
    id: article.id,
    input:
      status === 'published'
        ? { status: 'PUBLISHED' }
        : { status: 'PUBLISHED', publishAt: inAnHour() },
  });
  expect(moved.body.errors).toBeUndefined();
  return moved.body.data!.updateArticle;
}

const searchWord = (article: { title: string }) => article.title.split(' ').at(-1)!;

beforeAll(async () => {
  stack = await startStack();
  tokens.admin = await stack.login('admin', ADMIN_PASSWORD);
  const roles: [Actor, string][] = [
    ['editor', 'EDITOR'],
    ['author', 'REPORTER'],
    ['otherReporter', 'REPORTER'],
  ];
  for (const [actor, role] of roles) {
    const username = uniqueName(actor.toLowerCase());
    const password = `${username}-password`;
    const res = await as(
      'admin',
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      {
        input: {
          username,
          fullName: `Workflow ${actor}`,
          email: `${username}@example.com`,
          role,
          password,
        },
      },
    );
    expect(res.body.errors).toBeUndefined();
    tokens[actor] = await stack.login(username, password);
  }
});
afterAll(() => stack.close());

describe('reading: who sees an article in each status', () => {
  const articles = {} as Record<Status, GqlArticle>;
  beforeAll(async () => {
    for (const status of STATUSES) articles[status] = await articleIn(status);
  });

  // prettier-ignore
  const READS: Record<Actor, [boolean, boolean, boolean, boolean]> = {
    //              draft  in_review  published  scheduled
    anonymous:     [false, false,     true,      false],
    admin:         [true,  true,      true,      true],
    editor:        [true,  true,      true,      true],
    author:        [true,  true,      true,      true],
    otherReporter: [false, false,     true,      true],
  };
  const readCases = ACTORS.flatMap((actor) =>
    STATUSES.map((status, i) => [actor, status, READS[actor][i]!] as const),
  );

  it.each(readCases)('%s reading a %s article: visible %s', async (actor, status, visible) => {
    const res = await as<{ article: GqlArticle | null }>(actor, READ, { id: articles[status].id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.article?.id ?? null).toBe(visible ? articles[status].id : null);
  });

  // The readers' view (status left out) is the same for everyone, staff included.
  it.each(ACTORS.flatMap((actor) => STATUSES.map((status) => [actor, status] as const)))(
    "%s: the readers' list shows a %s article only once it is published and its time has come",
    async (actor, status) => {
      const res = await as<{ articles: { items: { id: string }[] } }>(actor, LIST, {
        search: searchWord(articles[status]),
      });
      expect(res.body.errors).toBeUndefined();
      const ids = res.body.data!.articles.items.map((a) => a.id);
      expect(ids).toEqual(status === 'published' ? [articles[status].id] : []);
    },
  );

  // prettier-ignore
  const STAFF_LIST: Record<Exclude<Actor, 'anonymous'>, [boolean, boolean, boolean, boolean]> = {
    //              draft  in_review  published  scheduled
    admin:         [true,  true,      true,      true],
    editor:        [true,  true,      true,      true],
    author:        [true,  true,      true,      true],
    otherReporter: [false, false,     true,      true],
  };
  const staffCases = (Object.keys(STAFF_LIST) as (keyof typeof STAFF_LIST)[]).flatMap((actor) =>
    STATUSES.map((status, i) => [actor, status, STAFF_LIST[actor][i]!] as const),
  );

  it.each(staffCases)(
    '%s: the staff list (status: []) shows a %s article: %s',
    async (actor, status, listed) => {
      const res = await as<{ articles: { items: { id: string }[] } }>(actor, LIST, {
        search: searchWord(articles[status]),
        status: [],
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.articles.items.map((a) => a.id)).toEqual(
        listed ? [articles[status].id] : [],
      );
    },
  );

  it('the staff list needs an account: UNAUTHENTICATED without a token, and no REST call', async () => {
    stack.resetCalls();
    const res = await as('anonymous', LIST, { status: [] });
    expect(codes(res)).toEqual(['UNAUTHENTICATED']);
    expect(stack.calls).toEqual([]);
  });

  it.each([
    ['draft', true],
    ['in_review', true],
    ['published', false],
    ['scheduled', false],
  ] as const)(
    'the staff list of drafts and articles in review: a %s article listed %s',
    async (status, listed) => {
      const res = await as<{ articles: { items: { id: string }[] } }>('editor', LIST, {
        search: searchWord(articles[status]),
        status: ['DRAFT', 'IN_REVIEW'],
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.articles.items.map((a) => a.id)).toEqual(
        listed ? [articles[status].id] : [],
      );
    },
  );

  /** viewerCanEdit, viewerCanDelete, viewerCanPublish. */
  type Can = [boolean, boolean, boolean];
  const T = true;
  const F = false;
  // prettier-ignore
  const VIEWER_CAN: Record<Actor, [Can, Can, Can, Can]> = {
    //              draft      in_review  published  scheduled
    anonymous:     [[F, F, F], [F, F, F], [F, F, F], [F, F, F]],
    admin:         [[T, T, T], [T, T, T], [T, T, T], [T, T, T]],
    editor:        [[T, T, T], [T, T, T], [T, T, T], [T, T, T]],
    author:        [[T, T, F], [F, T, F], [F, F, F], [F, F, F]],
    otherReporter: [[F, F, F], [F, F, F], [F, F, F], [F, F, F]],
  };
  const canCases = ACTORS.flatMap((actor) =>
    STATUSES.map((status, i) => [actor, status, VIEWER_CAN[actor][i]!] as const).filter(
      (_, i) => READS[actor][i],
    ),
  );

  it.each(canCases)(
    '%s on a %s article: viewerCanEdit, viewerCanDelete, viewerCanPublish = %j',
    async (actor, status, can) => {
      const res = await as<{ article: GqlArticle }>(actor, READ, { id: articles[status].id });
      const { viewerCanEdit, viewerCanDelete, viewerCanPublish } = res.body.data!.article;
      expect([viewerCanEdit, viewerCanDelete, viewerCanPublish]).toEqual(can);
    },
  );

  it('lists answer viewerCan* too, asked for alone', async () => {
    const res = await as<{ articles: { items: GqlArticle[] } }>(
      'author',
      `query($s: String) { articles(search: $s, status: []) { items { viewerCanEdit viewerCanDelete viewerCanPublish } } }`,
      { s: searchWord(articles.draft) },
    );
    expect(res.body.data!.articles.items).toEqual([
      { viewerCanEdit: true, viewerCanDelete: true, viewerCanPublish: false },
    ]);
    const sent = new URL(stack.calls.at(-1)!.url, 'http://x').searchParams.get('Fields');
    expect(sent?.split(',').sort()).toEqual([
      'id',
      'viewerCanDelete',
      'viewerCanEdit',
      'viewerCanPublish',
    ]);
  });
});

type Action =
  | 'edit'
  | 'delete'
  | 'submit'
  | 'withdraw'
  | 'publish'
  | 'schedule'
  | 'unpublish'
  | 'linkTranslation';

/** Each action as a GraphQL operation, and the status it leaves the article in when it works. */
const ACTIONS: Record<
  Action,
  { run: (actor: Actor, id: string, counterpart: string) => ReturnType<typeof as>; after?: string }
> = {
  edit: { run: (actor, id) => as(actor, UPDATE, { id, input: { title: 'Edited headline' } }) },
  delete: { run: (actor, id) => as(actor, DELETE, { id }) },
  submit: {
    run: (actor, id) => as(actor, UPDATE, { id, input: { status: 'IN_REVIEW' } }),
    after: 'IN_REVIEW',
  },
  withdraw: {
    run: (actor, id) => as(actor, UPDATE, { id, input: { status: 'DRAFT' } }),
    after: 'DRAFT',
  },
  publish: {
    run: (actor, id) => as(actor, UPDATE, { id, input: { status: 'PUBLISHED' } }),
    after: 'PUBLISHED',
  },
  schedule: {
    run: (actor, id) =>
      as(actor, UPDATE, { id, input: { status: 'PUBLISHED', publishAt: inADay() } }),
    after: 'PUBLISHED',
  },
  unpublish: {
    run: (actor, id) => as(actor, UPDATE, { id, input: { status: 'DRAFT' } }),
    after: 'DRAFT',
  },
  linkTranslation: {
    run: (actor, id, counterpart) =>
      as(actor, UPDATE, { id, input: { translationId: counterpart } }),
  },
};

/*
 * What each action answers, by actor and the article's status. An action applies to some
 * statuses only ('-' elsewhere). Wherever it applies: without an account it is UNAUTHENTICATED;
 * editors and admins may do it; another reporter gets NOT_FOUND for an article they may not read
 * (drafts and articles in review are not revealed) and FORBIDDEN for one they may read but not
 * change. The author's answers are the table's. The translation to link is the author's own
 * Telugu draft, which the author, editors and admins may change.
 */
const X = 'FORBIDDEN';
const OK = 'ok';
const __ = '-';
// prettier-ignore
const AUTHOR_MAY: Record<Action, [Outcome, Outcome, Outcome, Outcome]> = {
  //                 draft  in_review  published  scheduled
  edit:            [OK,    X,         X,         X],
  delete:          [OK,    OK,        X,         X],
  submit:          [OK,    __,        __,        __],
  withdraw:        [__,    OK,        __,        __],
  publish:         [X,     X,         __,        X],
  schedule:        [X,     X,         X,         X],
  unpublish:       [__,    __,        X,         X],
  linkTranslation: [OK,    X,         X,         X],
};

function outcomeFor(actor: Actor, action: Action, status: Status): Outcome {
  const authors = AUTHOR_MAY[action][STATUSES.indexOf(status)]!;
  if (authors === '-') return '-';
  switch (actor) {
    case 'anonymous':
      return 'UNAUTHENTICATED';
    case 'admin':
    case 'editor':
      return 'ok';
    case 'author':
      return authors;
    case 'otherReporter':
      return status === 'draft' || status === 'in_review' ? 'NOT_FOUND' : 'FORBIDDEN';
  }
}

const ACTION_CASES = (Object.keys(AUTHOR_MAY) as Action[])
  .flatMap((action) =>
    ACTORS.flatMap((actor) =>
      STATUSES.map((status) => [actor, action, status, outcomeFor(actor, action, status)] as const),
    ),
  )
  .filter(([, , , outcome]) => outcome !== '-');

describe('changing: every role × status × action', () => {
  it.each(ACTION_CASES)('%s: %s a %s article → %s', async (actor, action, status, expected) => {
    const article = await articleIn(status);
    const counterpart = action === 'linkTranslation' ? (await articleIn('draft', 'TE')).id : '';
    stack.resetCalls();
    const res = await ACTIONS[action].run(actor, article.id, counterpart);
    expect(outcomeOf(res)).toBe(expected);
    if (actor === 'anonymous') expect(stack.calls).toEqual([]);
    if (expected !== 'ok') {
      expect(res.body.data).toBeNull();
      // Nothing changed.
      const after = await as<{ article: GqlArticle }>('admin', READ, { id: article.id });
      expect(after.body.data!.article).toMatchObject({
        title: article.title,
        status: article.status,
        publishedAt: article.publishedAt,
        translation: null,
      });
      return;
    }
    if (action === 'delete') {
      expect(res.body.data).toEqual({ deleteArticle: article.id });
      const gone = await as('admin', READ, { id: article.id });
      expect(gone.body.data).toEqual({ article: null });
      return;
    }
    const updated = (res.body.data as { updateArticle: GqlArticle }).updateArticle;
    const expectedStatus = ACTIONS[action].after;
    if (expectedStatus) expect(updated.status).toBe(expectedStatus);
    // Publishing an unpublished article shows it now; a scheduled one keeps its time.
    if (action === 'publish' && article.status !== 'PUBLISHED') {
      expect(Date.parse(updated.publishedAt!)).toBeLessThanOrEqual(Date.now());
    }
    if (action === 'schedule') expect(Date.parse(updated.publishedAt!)).toBeGreaterThan(Date.now());
    if (expectedStatus === 'DRAFT' || expectedStatus === 'IN_REVIEW') {
      expect(updated.publishedAt).toBeNull();
    }
    if (action === 'linkTranslation') {
      expect(updated.translation).toEqual({ id: counterpart, language: 'TE', status: 'DRAFT' });
    }
  });

  it('reporters create drafts by default and may hand them in; publishing at once is refused', async () => {
    const input = {
      title: 'A reporter’s first story',
      content: 'Body.',
      category: 'SPORTS',
      language: 'EN',
      mediaUrl: '/media/seed/x.svg',
    };
    const draft = await as<{ createArticle: GqlArticle }>('author', CREATE, { input });
    expect(draft.body.data!.createArticle).toMatchObject({ status: 'DRAFT', publishedAt: null });
    const review = await as<{ createArticle: GqlArticle }>('author', CREATE, {
      input: { ...input, status: 'IN_REVIEW' },
    });
    expect(review.body.data!.createArticle.status).toBe('IN_REVIEW');
    for (const extra of [{ status: 'PUBLISHED' }, { status: 'PUBLISHED', publishAt: inADay() }]) {
      const refused = await as('author', CREATE, { input: { ...input, ...extra } });
      expect(codes(refused)).toEqual(['FORBIDDEN']);
      // Which rule refused, for the web to say in the reader's language.
      expect(refused.body.errors![0]!.extensions).toMatchObject({ reason: 'PUBLISHERS_ONLY' });
    }
  });

  it('editors publish on create by default, and may schedule', async () => {
    const input = {
      title: 'An editor’s story',
      content: 'Body.',
      category: 'SPORTS',
      language: 'EN',
      mediaUrl: '/media/seed/x.svg',
    };
    const now = await as<{ createArticle: GqlArticle }>('editor', CREATE, { input });
    expect(now.body.data!.createArticle.status).toBe('PUBLISHED');
    const later = await as<{ createArticle: GqlArticle }>('editor', CREATE, {
      input: { ...input, status: 'PUBLISHED', publishAt: inADay() },
    });
    expect(Date.parse(later.body.data!.createArticle.publishedAt!)).toBeGreaterThan(Date.now());
  });
});

describe('translations', () => {
  it('link both ways; a reader sees the counterpart only once it is visible to readers', async () => {
    const english = await articleIn('published');
    const telugu = await articleIn('draft', 'TE');
    const link = await as<{ updateArticle: GqlArticle }>('editor', UPDATE, {
      id: english.id,
      input: { translationId: telugu.id },
    });
    expect(link.body.errors).toBeUndefined();

    const query = `query($id: ID!) { article(id: $id) { id translation { id language translation { id } } } }`;
    const staff = await as<{ article: { translation: unknown } }>('editor', query, {
      id: english.id,
    });
    expect(staff.body.data!.article.translation).toEqual({
      id: telugu.id,
      language: 'TE',
      translation: { id: english.id },
    });
    const reader = await as<{ article: { translation: unknown } }>('anonymous', query, {
      id: english.id,
    });
    expect(reader.body.errors).toBeUndefined();
    expect(reader.body.data!.article.translation).toBeNull();

    await as('editor', UPDATE, { id: telugu.id, input: { status: 'PUBLISHED' } });
    const later = await as<{ article: { translation: { id: string } | null } }>(
      'anonymous',
      query,
      { id: english.id },
    );
    expect(later.body.data!.article.translation?.id).toBe(telugu.id);
  });

  it('a list asking for translations asks the api for translationId', async () => {
    const english = await articleIn('published');
    const telugu = await articleIn('published', 'TE');
    await as('editor', UPDATE, { id: telugu.id, input: { translationId: english.id } });
    stack.resetCalls();
    const res = await as<{ articles: { items: { translation: { id: string } | null }[] } }>(
      'anonymous',
      'query($s: String) { articles(search: $s) { items { translation { id } } } }',
      { s: searchWord(english) },
    );
    expect(res.body.data!.articles.items).toEqual([{ translation: { id: telugu.id } }]);
    const fields = new URL(stack.calls[0]!.url, 'http://x').searchParams.get('Fields');
    expect(fields?.split(',').sort()).toEqual(['id', 'translationId']);
  });

  it('refuses a translationId that is no id before calling the api, naming the field', async () => {
    const article = await articleIn('draft');
    stack.resetCalls();
    const res = await as('editor', UPDATE, { id: article.id, input: { translationId: 'abc' } });
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors![0]!.extensions!.field).toBe('translationId');
    expect(stack.calls).toEqual([]);
  });

  it('refuses a counterpart in the same language, naming translationId', async () => {
    const a = await articleIn('draft');
    const b = await articleIn('draft');
    const res = await as('editor', UPDATE, { id: a.id, input: { translationId: b.id } });
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors![0]!.extensions!.field).toBe('translationId');
  });

  it('translationId: null unlinks both sides', async () => {
    const english = await articleIn('draft');
    const telugu = await articleIn('draft', 'TE');
    await as('editor', UPDATE, { id: english.id, input: { translationId: telugu.id } });
    const res = await as<{ updateArticle: GqlArticle }>('editor', UPDATE, {
      id: english.id,
      input: { translationId: null },
    });
    expect(res.body.data!.updateArticle.translation).toBeNull();
    const other = await as<{ article: GqlArticle }>('editor', READ, { id: telugu.id });
    expect(other.body.data!.article.translation).toBeNull();
  });
});

describe('arguments, editions and accounts', () => {
  it('passes language and status to the api as Language and Status', async () => {
    const cases: [Record<string, unknown>, Record<string, string | null>][] = [
      [{}, { Language: null, Status: null }],
      [{ language: 'TE' }, { Language: 'te', Status: null }],
      [{ status: [] }, { Language: null, Status: 'all' }],
      [
        { status: ['DRAFT', 'IN_REVIEW'], language: 'EN' },
        { Language: 'en', Status: 'draft,in_review' },
      ],
      // A status named again and again is asked for once.
      [{ status: Array(500).fill('DRAFT') }, { Language: null, Status: 'draft' }],
    ];
    for (const [variables, sent] of cases) {
      stack.resetCalls();
      const res = await as('editor', LIST, variables);
      expect(res.body.errors, JSON.stringify(variables)).toBeUndefined();
      const params = new URL(stack.calls[0]!.url, 'http://x').searchParams;
      expect({ Language: params.get('Language'), Status: params.get('Status') }).toEqual(sent);
    }
  });

  it('language filters the edition', async () => {
    const telugu = await articleIn('published', 'TE');
    const english = await articleIn('published');
    const res = await as<{ articles: { items: { id: string; language: string }[] } }>(
      'anonymous',
      LIST,
      { language: 'TE', search: `${searchWord(telugu)}` },
    );
    expect(res.body.data!.articles.items).toEqual([
      { id: telugu.id, status: 'PUBLISHED', language: 'TE' },
    ]);
    const none = await as<{ articles: { items: unknown[] } }>('anonymous', LIST, {
      language: 'TE',
      search: searchWord(english),
    });
    expect(none.body.data!.articles.items).toEqual([]);
  });

  it('a new article without a language is filed in the edition of its letters', async () => {
    const res = await as<{ createArticle: GqlArticle }>('editor', CREATE, {
      input: { title: 'No language', content: 'Body.', category: 'SPORTS', mediaUrl: '/x.svg' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.createArticle.language).toBe('EN');
  });

  it('a save of an old reading is refused with CONFLICT naming updatedAt, and changes nothing', async () => {
    const article = await articleIn('draft');
    const read = await as<{ article: { updatedAt: string } }>(
      'editor',
      'query($id: ID!) { article(id: $id) { updatedAt } }',
      { id: article.id },
    );
    const updatedAt = read.body.data!.article.updatedAt;
    const save = (title: string) =>
      as<{ updateArticle: { title: string } }>(
        'editor',
        'mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { title } }',
        { id: article.id, input: { title, updatedAt } },
      );
    expect((await save('The first save')).body.errors).toBeUndefined();
    const second = await save('The second save');
    expect(codes(second)).toEqual(['CONFLICT']);
    expect(second.body.errors![0]!.extensions).toMatchObject({ field: 'updatedAt' });
    const now = await as<{ article: { title: string } }>(
      'editor',
      'query($id: ID!) { article(id: $id) { title } }',
      { id: article.id },
    );
    expect(now.body.data!.article.title).toBe('The first save');
  });

  it('scheduled narrows the published ones of the staff list, sent as Scheduled', async () => {
    const scheduled = await articleIn('scheduled');
    const published = await articleIn('published');
    const listed = async (variables: Record<string, unknown>) => {
      stack.resetCalls();
      const res = await as<{ articles: { items: { id: string }[] } }>(
        'editor',
        `query($status: [ArticleStatus!], $scheduled: Boolean) {
          articles(status: $status, scheduled: $scheduled, pageSize: 100) { items { id } }
        }`,
        variables,
      );
      expect(res.body.errors).toBeUndefined();
      const sent = new URL(stack.calls[0]!.url, 'http://x').searchParams.get('Scheduled');
      return { ids: res.body.data!.articles.items.map((a) => a.id), sent };
    };
    const ahead = await listed({ status: ['PUBLISHED'], scheduled: true });
    expect(ahead.sent).toBe('true');
    expect(ahead.ids).toContain(scheduled.id);
    expect(ahead.ids).not.toContain(published.id);
    const out = await listed({ status: ['PUBLISHED'], scheduled: false });
    expect(out.sent).toBe('false');
    expect(out.ids).toContain(published.id);
    expect(out.ids).not.toContain(scheduled.id);
    const both = await listed({ status: ['PUBLISHED'] });
    expect(both.sent).toBeNull();
    expect(both.ids).toEqual(expect.arrayContaining([published.id, scheduled.id]));
  });

  it.each([
    ['admin', true],
    ['editor', true],
    ['author', false],
  ] as const)('%s: me.canPublish is %s', async (actor, canPublish) => {
    const res = await as<{ me: { canPublish: boolean } }>(actor, '{ me { canPublish } }');
    expect(res.body.data!.me.canPublish).toBe(canPublish);
  });
});

describe('caching of reads', () => {
  let published: GqlArticle;
  beforeAll(async () => {
    published = await articleIn('published');
  });

  const reads = (): [string, string, Record<string, unknown>][] => [
    ['articles', '{ articles { items { id title } } }', {}],
    ['article', 'query($id: ID!) { article(id: $id) { id title } }', { id: published.id }],
  ];

  it('anonymous reads stay public', async () => {
    for (const [name, query, variables] of reads()) {
      const res = await as('anonymous', query, variables);
      expect(res.body.errors).toBeUndefined();
      expect(res.headers.get('cache-control'), name).toMatch(/\bpublic\b/);
      // A shared cache keeps it apart from the answers to signed-in requests.
      expect(res.headers.get('vary'), name).toMatch(/\bCookie\b.*\bAuthorization\b/);
    }
  });

  it.each(['admin', 'author'] as const)(
    'reads with a token (%s) are private: no shared cache keeps a staff answer',
    async (actor) => {
      for (const [name, query, variables] of reads()) {
        const res = await as(actor, query, variables);
        expect(res.body.errors).toBeUndefined();
        const cacheControl = res.headers.get('cache-control') ?? '';
        expect(cacheControl, name).not.toMatch(/\bpublic\b/);
        expect(cacheControl, name).toMatch(/\bprivate\b|\bno-store\b/);
      }
    },
  );

  it('a token that no longer works still gets a private answer, as a reader sees it', async () => {
    const bogus = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const res = await stack.gql<{ article: { id: string } | null }>(
      'query($id: ID!) { article(id: $id) { id viewerCanEdit } }',
      { id: published.id },
      { token: bogus },
    );
    expect(res.body.data!.article).toEqual({ id: published.id, viewerCanEdit: false });
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/\bpublic\b/);
  });
});
