// What the article form's tests share: the accounts, the viewer answer, filling a field, an
// article to edit, rendering the add and edit pages, and the api's answer to a save.
import type { MockLink } from '@apollo/client/testing';
import { documentOf } from '@news/contract';
import { configure } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ArticlePhoto } from '../../shared/components/ArticleImage';
import type { CurrentUser } from '../../shared/session';
import { ArticleFormViewerDocument, EditArticleDocument } from '../../gql/graphql';
import { photoResult } from '../../test/photos';
import { renderScreen } from '../../test/render';
import { beforeEach } from 'vitest';
import ArticleFormPage from './ArticleFormPage';
import { autosaveTiming } from './autosave';

// A save goes through Formik, Apollo's mock link and the router before the next screen shows:
// on a busy machine that takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** The longest timer a browser keeps: the form never saves by itself unless a test asks. */
export const NEVER = 2 ** 31 - 1;
beforeEach(() => {
  autosaveTiming.idleMs = NEVER;
});

export const reporter: CurrentUser = {
  id: '3',
  username: 'reporter',
  fullName: 'Kavya Reddy',
  role: 'reporter',
};

export const editor: CurrentUser = {
  id: '2',
  username: 'editor',
  fullName: 'Srinivas Varma',
  role: 'editor',
  canPublish: true,
};

/**
 * Puts `text` into an empty field at once: typed key by key, every key renders the whole form,
 * which on a busy machine outlasts the test's time.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The api's answer to `me { canPublish }`. */
export function viewerMock(user: CurrentUser): MockLink.MockedResponse {
  return {
    request: { query: ArticleFormViewerDocument },
    result: {
      data: { me: { __typename: 'User', id: user.id, canPublish: user.role !== 'reporter' } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The article form with the app's providers (see `renderScreen`), its mocks expecting bodies. */
export function renderForm(options: Parameters<typeof renderScreen>[1] = {}) {
  return renderScreen(<ArticleFormPage />, {
    ...options,
    mocks: (options.mocks ?? []).map(sendsBody),
  });
}

export function renderAdd(
  mocks: MockLink.MockedResponse[] = [],
  language: 'en' | 'te' = 'en',
  user: CurrentUser = reporter,
) {
  return renderScreen(<ArticleFormPage />, {
    path: '/admin/add',
    user,
    language,
    mocks: [viewerMock(user), ...mocks.map(sendsBody)],
    routes: [{ path: '/admin', element: <p>admin list</p> }],
  });
}

/** What the api says of a reporter's own draft beside its words: Kavya's, never published. */
const UNPUBLISHED_OWN_DRAFT = {
  publishedAt: null,
  author: { __typename: 'ArticleAuthor', id: '3', name: 'Kavya Reddy' },
  translation: null,
  viewerCanEdit: true,
  viewerCanPublish: false,
  notes: [],
};

/** A reporter's draft (id 7) as the edit page loads it, with `overrides`. */
export function editArticle(overrides: Record<string, unknown>) {
  return {
    __typename: 'Article',
    id: '7',
    title: 'Metro line opens',
    content: 'The first trains ran on Monday.',
    category: 'TECHNOLOGY',
    language: 'EN',
    mediaUrl: '/media/seed/metro.svg',
    image: null,
    imageAlt: null,
    imageCaption: null,
    imageCredit: null,
    writtenSummary: null,
    lead: false,
    status: 'DRAFT',
    createdAt: '2026-11-20T04:30:00.000Z',
    updatedAt: '2026-11-20T05:10:00.000Z',
    ...UNPUBLISHED_OWN_DRAFT,
    ...overrides,
    body: overrides.body ?? documentOf((overrides.content as string | undefined) ?? METRO_TEXT),
  };
}

const METRO_TEXT = 'The first trains ran on Monday.';

/**
 * The form sends the story as its document, never its text: a mock that expects an `input`
 * with `content` expects the document of that text, as the editor makes it of pasted text.
 */
function sendsBody(mock: MockLink.MockedResponse): MockLink.MockedResponse {
  const variables = mock.request.variables as { input?: Record<string, unknown> } | undefined;
  const content = variables?.input?.content;
  if (typeof content !== 'string') return mock;
  const { content: _text, ...input } = variables!.input!;
  return {
    ...mock,
    request: {
      ...mock.request,
      variables: { ...variables, input: { ...input, body: documentOf(content) } },
    },
  };
}

/** What the edit page sends for `editArticle({})` saved as it is. */
export const unchangedUpdate = {
  title: 'Metro line opens',
  content: 'The first trains ran on Monday.',
  category: 'TECHNOLOGY',
  language: 'EN',
  mediaUrl: '/media/seed/metro.svg',
  imageAlt: null,
  imageCaption: null,
  imageCredit: null,
  summary: '',
  updatedAt: '2026-11-20T05:10:00.000Z',
};

/** The edit page of `article` (id 7), with the api's answers `mocks` to what it sends. */
export function renderEdit(
  article: Record<string, unknown>,
  user: CurrentUser,
  mocks: MockLink.MockedResponse[] = [],
) {
  return renderScreen(<ArticleFormPage />, {
    path: '/admin/edit/:id',
    route: '/admin/edit/7',
    user,
    mocks: [
      {
        request: { query: EditArticleDocument, variables: { id: '7' } },
        result: { data: { article } },
      },
      ...mocks.map(sendsBody),
    ],
    routes: [{ path: '/admin', element: <p>admin list</p> }],
  });
}

/** The api's answer to a save of `input`, with the uploaded photo it names, if any. */
export function savedArticle(input: Record<string, unknown>, image: ArticlePhoto | null = null) {
  return {
    __typename: 'Article',
    id: '99',
    title: input.title,
    content: input.content,
    body: documentOf((input.content as string | undefined) ?? ''),
    category: input.category,
    language: input.language,
    mediaUrl: image ? image.variants[image.variants.length - 1]?.url : input.mediaUrl,
    image: image && photoResult(image),
    imageAlt: input.imageAlt ?? null,
    imageCaption: input.imageCaption ?? null,
    imageCredit: input.imageCredit ?? null,
    writtenSummary: input.summary || null,
    lead: input.lead ?? false,
    status: input.status ?? 'DRAFT',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...UNPUBLISHED_OWN_DRAFT,
  };
}
