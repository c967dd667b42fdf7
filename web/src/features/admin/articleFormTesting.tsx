// What the article form's tests share: the accounts, the viewer answer, rendering the add page,
// and the api's answer to a save.
import type { MockLink } from '@apollo/client/testing';
import type { ArticlePhoto } from '../../shared/components/ArticleImage';
import type { CurrentUser } from '../../shared/session';
import { ArticleFormViewerDocument } from '../../gql/graphql';
import { photoResult } from '../../test/photos';
import { renderScreen } from '../../test/render';
import ArticleFormPage from './ArticleFormPage';

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

export function renderAdd(
  mocks: MockLink.MockedResponse[] = [],
  language: 'en' | 'te' = 'en',
  user: CurrentUser = reporter,
) {
  return renderScreen(<ArticleFormPage />, {
    path: '/admin/add',
    user,
    language,
    mocks: [viewerMock(user), ...mocks],
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
    category: input.category,
    language: input.language,
    mediaUrl: image ? image.variants[image.variants.length - 1]?.url : input.mediaUrl,
    image: image && photoResult(image),
    imageAlt: input.imageAlt ?? null,
    imageCaption: input.imageCaption ?? null,
    imageCredit: input.imageCredit ?? null,
    status: input.status ?? 'DRAFT',
    createdAt: new Date().toISOString(),
    publishedAt: null,
    author: { __typename: 'ArticleAuthor', id: '3', name: 'Kavya Reddy' },
    translation: null,
    viewerCanEdit: true,
    viewerCanPublish: false,
  };
}
