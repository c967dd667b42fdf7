import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { ArticleDetailDocument } from '../../gql/graphql';
import { createHeadCollector, HeadCollectorContext } from '../../shared/head';
import type { CurrentUser } from '../../shared/session';
import { photo, photoResult } from '../../test/photos';
import { renderScreen } from '../../test/render';
import ArticlePage, { ARTICLE_IMAGE_SIZES } from './ArticlePage';

function article(translation: object | null, language = 'EN') {
  const title = language === 'EN' ? 'Metro line opens' : 'మెట్రో లైన్ ప్రారంభం';
  return {
    __typename: 'Article',
    id: '7',
    title,
    content: 'The first trains ran on Monday.\n\nThousands rode them.',
    summary: 'The first trains ran on Monday.',
    writtenSummary: null,
    slug: language === 'EN' ? 'metro-line-opens' : 'మెట్రో-లైన్-ప్రారంభం',
    category: 'TECHNOLOGY',
    language,
    mediaUrl: '/media/seed/metro.svg',
    image: null,
    imageAlt: null,
    imageCaption: null,
    imageCredit: null,
    status: 'PUBLISHED',
    createdAt: '2026-11-20T04:30:00.000Z',
    publishedAt: '2026-11-20T05:00:00.000Z',
    updatedAt: '2026-11-21T06:00:00.000Z',
    author: { __typename: 'ArticleAuthor', name: 'Kavya Reddy' },
    translation,
  };
}

const telugu = {
  __typename: 'Article',
  id: '8',
  title: 'మెట్రో లైన్ ప్రారంభం',
  language: 'TE',
  slug: 'మెట్రో-లైన్-ప్రారంభం',
};
const english = {
  __typename: 'Article',
  id: '7',
  title: 'Metro line opens',
  language: 'EN',
  slug: 'metro-line-opens',
};

function renderArticle(
  data: object | null,
  language: 'en' | 'te' = 'en',
  id = '7',
  options: { route?: string; mocks?: MockLink.MockedResponse[]; user?: CurrentUser } = {},
) {
  const collector = createHeadCollector();
  const slug = (data as { slug?: string } | null)?.slug;
  const ui = (
    <HeadCollectorContext.Provider value={collector}>
      <ArticlePage />
    </HeadCollectorContext.Provider>
  );
  const result = renderScreen(ui, {
    path: '/news/:id/:slug',
    route: options.route ?? (slug ? `/news/${id}/${encodeURIComponent(slug)}` : `/news/${id}`),
    routes: [{ path: '/news/:id', element: ui }],
    language,
    user: options.user,
    mocks: options.mocks ?? [
      {
        request: { query: ArticleDetailDocument, variables: { id } },
        result: { data: { article: data } },
      },
    ],
  });
  return { ...result, head: () => collector.head };
}

describe('Article detail, the other edition', () => {
  it("links an English story to its Telugu counterpart: 'Read in తెలుగు'", async () => {
    renderArticle(article(telugu));
    const link = await screen.findByRole('link', { name: 'Read in తెలుగు' });
    expect(link.getAttribute('href')).toBe('/news/8/మెట్రో-లైన్-ప్రారంభం');
    expect(link).toHaveAttribute('hreflang', 'te');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  });

  it("links a Telugu story to its English counterpart: 'Read in English', in Telugu too", async () => {
    renderArticle({ ...article(english, 'TE'), id: '8' }, 'te', '8');

    const link = await screen.findByRole('link', { name: te.article.readInEn });
    expect(link).toHaveAttribute('href', '/news/7/metro-line-opens');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'te');
  });

  it('shows no Read-in link without a counterpart', async () => {
    renderArticle(article(null));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Metro line opens');
    expect(screen.queryByRole('link', { name: /^Read in/ })).not.toBeInTheDocument();
  });
});

describe('Article detail, the photo', () => {
  const stored = photo('JPEG');
  const withPhoto = {
    ...article(null),
    mediaUrl: `/media/i/${stored.id}-1600.jpg`,
    image: photoResult(stored),
    imageAlt: 'The first train at Miyapur station',
    imageCaption: 'Opening day at Miyapur.',
    imageCredit: 'Metro Rail',
  };

  it('is a figure: the photo first and at once, its caption and credit beneath', async () => {
    const { container } = renderArticle(withPhoto);
    const img = await screen.findByRole('img', { name: withPhoto.imageAlt });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('sizes', ARTICLE_IMAGE_SIZES);
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('lang', 'en');
    const source = container.querySelector('figure picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('sizes', ARTICLE_IMAGE_SIZES);
    const figure = screen.getByRole('figure');
    expect(figure).toContainElement(img);
    expect(within(figure).getByText('Opening day at Miyapur.')).toHaveAttribute('lang', 'en');
    expect(figure.querySelector('figcaption')).toHaveTextContent(
      'Opening day at Miyapur. Photo: Metro Rail',
    );
  });

  it('credits the photo in Telugu', async () => {
    renderArticle({ ...withPhoto, imageCaption: null }, 'te');
    const figure = await screen.findByRole('figure');
    expect(figure.querySelector('figcaption')).toHaveTextContent(/^ఫోటో: Metro Rail$/);
  });

  it('has no caption for a pasted image without one, and a fallback for a broken one', async () => {
    const { container } = renderArticle(article(null));
    const figure = await screen.findByRole('figure');
    expect(figure.querySelector('figcaption')).not.toBeInTheDocument();
    const img = figure.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/seed/metro.svg');
    fireEvent.error(img!);
    expect(container.querySelector('[data-image-fallback]')).toHaveTextContent('Technology');
  });
});

describe('Article detail, its address and head', () => {
  it('tells search engines and link previews about it, with NewsArticle data', async () => {
    const stored = photo('JPEG');
    const { head } = renderArticle({
      ...article(telugu),
      mediaUrl: `/media/i/${stored.id}-1600.jpg`,
      image: photoResult(stored),
      imageAlt: 'The first train',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Metro line opens');
    expect(head()).toEqual({
      title: 'Metro line opens | News Today',
      description: 'The first trains ran on Monday.',
      canonical: '/news/7/metro-line-opens',
      alternates: [
        { hrefLang: 'en', href: '/news/7/metro-line-opens' },
        { hrefLang: 'te', href: '/news/8/మెట్రో-లైన్-ప్రారంభం' },
      ],
      noindex: undefined,
      redirect: undefined,
      og: {
        type: 'article',
        // The 1200 px file in the photo's own format: not every link preview reads WebP.
        image: `/media/i/${stored.id}-1200.jpg`,
        imageWidth: 1200,
        imageHeight: 675,
        imageAlt: 'The first train',
        locale: 'en_IN',
        alternateLocale: 'te_IN',
        publishedTime: '2026-11-20T05:00:00.000Z',
        modifiedTime: '2026-11-21T06:00:00.000Z',
        section: 'Technology',
      },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Metro line opens',
        description: 'The first trains ran on Monday.',
        image: [`/media/i/${stored.id}-1200.jpg`],
        datePublished: '2026-11-20T05:00:00.000Z',
        dateModified: '2026-11-21T06:00:00.000Z',
        author: { '@type': 'Person', name: 'Kavya Reddy' },
        inLanguage: 'en',
        publisher: { '@type': 'Organization', name: 'News Today' },
        mainEntityOfPage: '/news/7/metro-line-opens',
        articleSection: 'Technology',
      },
    });
    expect(document.title).toBe('Metro line opens | News Today');
  });

  it('shows the date in long form in the newsroom, and the summary staff wrote', async () => {
    renderArticle({
      ...article(null),
      publishedAt: '2026-11-20T20:00:00.000Z',
      writtenSummary: 'Three stations open first.',
    });
    expect(await screen.findByText('21 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-20T20:00:00.000Z',
    );
    expect(screen.getByText('Three stations open first.')).toHaveAttribute('lang', 'en');
  });

  it('moves an address without its slug, or with an old one, to the canonical one', async () => {
    const { router } = renderArticle(article(null), 'en', '7', { route: '/news/7' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/7/metro-line-opens'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Metro line opens');
  });

  it('tells the server to answer 301 for an outdated slug', async () => {
    const { head } = renderArticle(article(null), 'en', '7', { route: '/news/7/metro-opens' });
    await waitFor(() => expect(head().redirect).toBe('/news/7/metro-line-opens'));
  });

  it('keeps a Telugu slug as it is', async () => {
    const { router } = renderArticle({ ...article(english, 'TE'), id: '8' }, 'te', '8', {
      route: '/news/8',
    });
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.pathname)).toBe('/news/8/మెట్రో-లైన్-ప్రారంభం'),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAttribute('lang', 'te');
  });

  it('says an article does not exist, with a 404 for the server', async () => {
    const { head } = renderArticle(null, 'en', '99');
    expect(
      await screen.findByText('This article does not exist. It may have been removed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to News/ })).toHaveAttribute('href', '/home');
    expect(head()).toMatchObject({ status: 404, noindex: true });
  });

  it('asks again once for a signed-in newsroom member: a draft the server could not see', async () => {
    const draft = { ...article(null), status: 'DRAFT', publishedAt: null };
    const user: CurrentUser = {
      id: '3',
      username: 'reporter',
      fullName: 'Kavya Reddy',
      role: 'reporter',
      canPublish: false,
    };
    const { head } = renderArticle(draft, 'en', '7', {
      user,
      mocks: [
        {
          request: { query: ArticleDetailDocument, variables: { id: '7' } },
          result: { data: { article: null } },
        },
        {
          request: { query: ArticleDetailDocument, variables: { id: '7' } },
          result: { data: { article: draft } },
        },
      ],
    });
    // The page asks again once the server's data window (a second) is over.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Metro line opens',
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(head().noindex).toBe(true);
  });

  it('asks only once, and says so when it is still not there', async () => {
    const user: CurrentUser = { id: '1', username: 'admin', fullName: 'Padma Rao', role: 'admin' };
    renderArticle(null, 'en', '7', {
      user,
      mocks: [
        {
          request: { query: ArticleDetailDocument, variables: { id: '7' } },
          result: { data: { article: null } },
        },
        {
          request: { query: ArticleDetailDocument, variables: { id: '7' } },
          result: { data: { article: null } },
        },
      ],
    });
    const notFound = 'This article does not exist. It may have been removed.';
    await screen.findByText(notFound);
    // Asked again, then the answer stands: a third request would find no answer here and show
    // the failure instead.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText(notFound)).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
