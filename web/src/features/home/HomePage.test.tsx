import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { HomeArticlesDocument, type Language } from '../../gql/graphql';
import { photo, photoResult } from '../../test/photos';
import { renderScreen } from '../../test/render';
import { CARD_IMAGE_SIZES } from './ArticleCard';
import { editionFromParam, editionLanguage } from './edition';
import { HOME_PAGE_SIZE, HomePage } from './HomePage';

const STORIES = {
  EN: { id: '1', title: 'Metro line opens', content: 'The first trains ran.' },
  TE: { id: '2', title: 'మెట్రో లైన్ ప్రారంభం', content: 'మొదటి రైళ్లు నడిచాయి.' },
};

function homeMock(language: Language | null): MockLink.MockedResponse {
  const stories = language
    ? [{ ...STORIES[language], language }]
    : [
        { ...STORIES.EN, language: 'EN' },
        { ...STORIES.TE, language: 'TE' },
      ];
  return {
    request: {
      query: HomeArticlesDocument,
      variables: { page: 1, pageSize: HOME_PAGE_SIZE, search: null, category: null, language },
    },
    result: {
      data: {
        articles: {
          __typename: 'ArticlePage',
          totalItems: stories.length,
          items: stories.map((s) => ({
            __typename: 'Article',
            ...s,
            category: 'TECHNOLOGY',
            mediaUrl: '/media/seed/metro.svg',
            image: null,
            imageAlt: null,
            createdAt: '2026-11-20T04:30:00.000Z',
            publishedAt: '2026-11-20T05:00:00.000Z',
          })),
        },
      },
    },
  };
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('edition', () => {
  it("is the address's, else the interface language's", () => {
    expect(editionFromParam(null, 'te')).toBe('te');
    expect(editionFromParam(null, 'en')).toBe('en');
    expect(editionFromParam('all', 'te')).toBe('all');
    expect(editionFromParam('en', 'te')).toBe('en');
    expect(editionFromParam('fr', 'te')).toBe('te');
    expect(editionLanguage('te')).toBe('TE');
    expect(editionLanguage('all')).toBeNull();
  });
});

describe('Home, editions', () => {
  it('shows the English edition in English, with the lang of each story', async () => {
    renderScreen(<HomePage />, { path: '/home', mocks: [homeMock('EN')] });
    const edition = await screen.findByRole('group', { name: 'Edition' });
    expect(within(edition).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(titles()).toEqual([STORIES.EN.title]));
    expect(screen.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('20 Nov 2026')).toHaveAttribute('datetime', '2026-11-20T05:00:00.000Z');
  });

  it('shows the Telugu edition in Telugu, and both once chosen, in the address', async () => {
    const { router } = renderScreen(<HomePage />, {
      path: '/home',
      language: 'te',
      mocks: [homeMock('TE'), homeMock(null)],
    });
    const edition = await screen.findByRole('group', { name: te.home.edition });
    expect(within(edition).getByRole('button', { name: 'తెలుగు' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(titles()).toEqual([STORIES.TE.title]));
    expect(screen.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'te');

    const user = userEvent.setup();
    await user.click(within(edition).getByRole('button', { name: te.home.editionAll }));
    expect(router.state.location.search).toBe('?edition=all');
    await waitFor(() => expect(titles()).toEqual([STORIES.EN.title, STORIES.TE.title]));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.lang)).toEqual(['en', 'te']);
  });

  it('opens the edition the address names, whatever the interface language', async () => {
    renderScreen(<HomePage />, {
      path: '/home',
      route: '/home?edition=te',
      mocks: [homeMock('TE')],
    });
    await waitFor(() => expect(titles()).toEqual([STORIES.TE.title]));
    expect(screen.getByRole('button', { name: 'తెలుగు' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Home, nothing to show', () => {
  function emptyMock(
    language: Language | null,
    search: string | null = null,
  ): MockLink.MockedResponse {
    return {
      request: {
        query: HomeArticlesDocument,
        variables: { page: 1, pageSize: HOME_PAGE_SIZE, search, category: null, language },
      },
      result: {
        data: { articles: { __typename: 'ArticlePage', totalItems: 0, items: [] } },
      },
    };
  }

  it('"Show all news" shows both editions when the chosen one has nothing', async () => {
    const { router } = renderScreen(<HomePage />, {
      path: '/home',
      route: '/home?edition=te',
      mocks: [emptyMock('TE'), homeMock(null)],
    });
    expect(await screen.findByText('No news articles match your search.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all news' }));
    expect(router.state.location.search).toBe('?edition=all');
    await waitFor(() => expect(titles()).toEqual([STORIES.EN.title, STORIES.TE.title]));
  });

  it('drops the search and the category too', async () => {
    const { router } = renderScreen(<HomePage />, {
      path: '/home',
      route: '/home?search=zzz',
      mocks: [emptyMock('EN', 'zzz'), homeMock(null)],
    });
    expect(await screen.findByText('No news articles match your search.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all news' }));
    expect(router.state.location.search).toBe('?edition=all');
    await waitFor(() => expect(titles()).toEqual([STORIES.EN.title, STORIES.TE.title]));
  });

  it('offers no "Show all news" when all the news is what is shown', async () => {
    renderScreen(<HomePage />, {
      path: '/home',
      route: '/home?edition=all',
      mocks: [emptyMock(null)],
    });
    expect(await screen.findByText('No news articles match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all news' })).not.toBeInTheDocument();
  });
});

describe('Home, the card pictures', () => {
  it('fetches the first at once and first of all, the first row at once, the rest lazily', async () => {
    const stored = photo('JPEG');
    const items = ['1', '2', '3', '4'].map((id, i) => ({
      __typename: 'Article',
      id,
      title: `Story ${id}`,
      content: 'Text.',
      language: 'EN',
      category: 'SPORTS',
      mediaUrl: i === 0 ? `/media/i/${stored.id}-1600.jpg` : `/media/seed/story-${id}.svg`,
      image: i === 0 ? photoResult(stored) : null,
      imageAlt: i === 0 ? 'Fans waving flags' : null,
      createdAt: '2026-11-20T04:30:00.000Z',
      publishedAt: '2026-11-20T05:00:00.000Z',
    }));
    const { container } = renderScreen(<HomePage />, {
      path: '/home',
      mocks: [
        {
          request: {
            query: HomeArticlesDocument,
            variables: {
              page: 1,
              pageSize: HOME_PAGE_SIZE,
              search: null,
              category: null,
              language: 'EN',
            },
          },
          result: { data: { articles: { __typename: 'ArticlePage', totalItems: 4, items } } },
        },
      ],
    });
    await waitFor(() => expect(titles()).toHaveLength(4));
    const imgs = [...container.querySelectorAll('article img')];
    expect(imgs.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(imgs.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
    ]);
    // The headline beside it tells the story: the picture only decorates.
    expect(imgs.map((img) => img.getAttribute('alt'))).toEqual(['', '', '', '']);
    expect(imgs[0]).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(container.querySelector('article picture > source')).toHaveAttribute(
      'sizes',
      CARD_IMAGE_SIZES,
    );
    expect(imgs[1]).toHaveAttribute('src', '/media/seed/story-2.svg');
  });
});
