import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthorPageDocument, AuthorStoriesDocument } from '../../gql/graphql';
import { renderReaderPage } from '../../test/renderReader';
import { AUTHOR_PAGE_SIZE, loadAuthor } from './authorData';
import AuthorPage from './AuthorPage';

const author = {
  __typename: 'Author',
  id: '5',
  username: 'kavya',
  name: 'Kavya Reddy',
  teluguName: 'కావ్య రెడ్డి',
  bio: 'Covers the Krishna delta.',
  photo: null,
};

const photo = {
  __typename: 'Image',
  id: 'a'.repeat(32),
  width: 800,
  height: 800,
  format: 'JPEG',
  variants: [400, 800].flatMap((width) =>
    ['WEBP', 'JPEG'].map((format) => ({
      __typename: 'ImageVariant',
      url: `/media/i/kavya-${width}.${format === 'WEBP' ? 'webp' : 'jpg'}`,
      width,
      height: width,
      format,
    })),
  ),
};

const story = (id: string, title: string, language = 'EN') => ({
  __typename: 'Article',
  id,
  title,
  summary: `About ${title}.`,
  category: 'ENVIRONMENT',
  language,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  createdAt: '2026-11-19T04:30:00.000Z',
  publishedAt: '2026-11-19T05:00:00.000Z',
  mediaUrl: `/media/seed/${id}.svg`,
  image: null,
  imageAlt: null,
});

function renderAuthor(
  options: {
    route?: string;
    language?: 'en' | 'te';
    found?: object | null;
    stories?: object[];
    total?: number;
    page?: number;
  } = {},
) {
  const { route = '/author/kavya', language = 'en', found = author, page = 1 } = options;
  const stories = options.stories ?? [
    story('1', 'Delta floods recede'),
    story('2', 'వరద తగ్గింది', 'TE'),
  ];
  return renderReaderPage(<AuthorPage />, {
    path: '/author/:username',
    route,
    language,
    answers: [
      { query: AuthorPageDocument, variables: { username: 'kavya' }, data: { author: found } },
      {
        query: AuthorStoriesDocument,
        variables: { authorId: '5', page, pageSize: AUTHOR_PAGE_SIZE },
        data: {
          articles: {
            __typename: 'ArticlePage',
            totalItems: options.total ?? stories.length,
            items: stories,
          },
        },
      },
    ],
    load: ({ params, request }, context) =>
      loadAuthor(params.username, new URL(request.url), context),
  });
}

describe('An author’s page', () => {
  it('names the author, their bio and their stories in both editions', async () => {
    const { head } = renderAuthor();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Kavya Reddy');
    expect(screen.getByText('కావ్య రెడ్డి')).toHaveAttribute('lang', 'te');
    expect(screen.getByText('Covers the Krishna delta.')).toBeInTheDocument();
    expect(screen.getByText('2 stories')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Stories' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(head()).toMatchObject({
      title: 'Kavya Reddy | News Today',
      description: 'Covers the Krishna delta.',
      canonical: '/author/kavya',
    });
  });

  it('shows the author’s photo, named by their name in the page’s language, in both formats', async () => {
    const { container } = renderAuthor({ language: 'te', found: { ...author, photo } });
    const img = await screen.findByRole('img', { name: 'కావ్య రెడ్డి' });
    expect(img).toHaveAttribute(
      'srcset',
      '/media/i/kavya-400.jpg 400w, /media/i/kavya-800.jpg 800w',
    );
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/media/i/kavya-400.webp 400w, /media/i/kavya-800.webp 800w',
    );
  });

  it('shows no picture for an author without a photo', async () => {
    renderAuthor();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('puts the Telugu name first on a Telugu page', async () => {
    renderAuthor({ language: 'te' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('కావ్య రెడ్డి');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'te');
    expect(screen.getByText('2 వార్తలు')).toBeInTheDocument();
  });

  it('is a 404 for someone readers may not see', async () => {
    const { head } = renderAuthor({ found: null });
    expect(
      await screen.findByText('There is no author by that name on this site.'),
    ).toBeInTheDocument();
    expect(head()).toMatchObject({ status: 404, noindex: true });
  });

  it('is a 404 for an address no username can be, without asking the api', async () => {
    const { head } = renderReaderPage(<AuthorPage />, {
      path: '/author/:username',
      route: '/author/%E0%B0%95',
      answers: [],
      load: ({ params, request }, context) =>
        loadAuthor(params.username, new URL(request.url), context),
    });
    expect(
      await screen.findByText('There is no author by that name on this site.'),
    ).toBeInTheDocument();
    expect(head()).toMatchObject({ status: 404 });
  });

  it('keeps its page number in the canonical address, and sends a page past the end to the last', async () => {
    const later = renderAuthor({ route: '/author/kavya?page=2', page: 2, total: 60 });
    await screen.findByRole('heading', { level: 1 });
    expect(later.head()).toMatchObject({ canonical: '/author/kavya?page=2' });
    later.unmount();
    const past = renderAuthor({ route: '/author/kavya?page=9', page: 9, total: 60 });
    await screen.findByRole('heading', { level: 1 });
    expect(past.head()).toMatchObject({ redirect: '/author/kavya?page=2', redirectStatus: 302 });
  });
});
