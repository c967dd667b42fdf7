import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { ArticleDetailDocument } from '../../gql/graphql';
import { photo, photoResult } from '../../test/photos';
import { renderScreen } from '../../test/render';
import ArticlePage, { ARTICLE_IMAGE_SIZES } from './ArticlePage';

function article(translation: object | null, language = 'EN') {
  return {
    __typename: 'Article',
    id: '7',
    title: language === 'EN' ? 'Metro line opens' : 'మెట్రో లైన్ ప్రారంభం',
    content: 'The first trains ran on Monday.',
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
    author: { __typename: 'ArticleAuthor', name: 'Kavya Reddy' },
    translation,
  };
}

const telugu = { __typename: 'Article', id: '8', title: 'మెట్రో లైన్ ప్రారంభం', language: 'TE' };
const english = { __typename: 'Article', id: '7', title: 'Metro line opens', language: 'EN' };

function renderArticle(data: object, language: 'en' | 'te' = 'en', id = '7') {
  return renderScreen(<ArticlePage />, {
    path: '/news/:id',
    route: `/news/${id}`,
    language,
    mocks: [
      {
        request: { query: ArticleDetailDocument, variables: { id } },
        result: { data: { article: data } },
      },
    ],
  });
}

describe('Article detail, the other edition', () => {
  it("links an English story to its Telugu counterpart: 'Read in తెలుగు'", async () => {
    renderArticle(article(telugu));
    const link = await screen.findByRole('link', { name: 'Read in తెలుగు' });
    expect(link).toHaveAttribute('href', '/news/8');
    expect(link).toHaveAttribute('hreflang', 'te');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  });

  it("links a Telugu story to its English counterpart: 'Read in English', in Telugu too", async () => {
    renderArticle({ ...article(english, 'TE'), id: '8' }, 'te', '8');
    const link = await screen.findByRole('link', { name: te.article.readInEn });
    expect(link).toHaveAttribute('href', '/news/7');
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
