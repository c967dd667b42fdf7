import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { ArticleDetailDocument, ArticleRemovedDocument } from '../../gql/graphql';
import { photo, photoResult } from '../../test/photos';
import { ORIGIN, renderReaderPage } from '../../test/renderReader';
import { loadArticle, READ_NEXT_COUNT } from './articleData';
import ArticlePage, { ARTICLE_IMAGE_SIZES } from './ArticlePage';
import { shareAddresses } from './ShareLinks';

function article(translation: object | null, language = 'EN') {
  const title = language === 'EN' ? 'Metro line opens' : 'మెట్రో లైన్ ప్రారంభం';
  return {
    __typename: 'Article',
    id: '7',
    title,
    body: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'The first trains ran on Monday.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Thousands rode them.' }] },
      ],
    } as object,
    bodyImages: [] as object[],
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
    author: {
      __typename: 'ArticleAuthor',
      name: 'Kavya Reddy',
      displayName: language === 'TE' ? 'కావ్య రెడ్డి' : 'Kavya Reddy',
      username: 'kavya',
    },
    shareImage: {
      __typename: 'ShareImage',
      url: '/media/share/seed/metro.jpg',
      width: 1200,
      height: 675,
      type: 'image/jpeg',
    },
    translation,
    related: [] as object[],
    liveStatus: 'NONE',
    live: null,
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

/** A story "Read next" offers. */
function next(id: string, title: string) {
  return {
    __typename: 'Article',
    id,
    title,
    summary: `About ${title}.`,
    category: 'TECHNOLOGY',
    language: 'EN',
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    createdAt: '2026-11-19T04:30:00.000Z',
    publishedAt: '2026-11-19T05:00:00.000Z',
    mediaUrl: `/media/seed/${id}.svg`,
    image: null,
    imageAlt: null,
  };
}

/**
 * The article page as the server renders it, from the api's answer for `id` (`undefined`: the
 * request failed). The address carries the answer's slug unless `route` says otherwise.
 */
function renderArticle(
  data: object | null | undefined,
  language: 'en' | 'te' = 'en',
  id = '7',
  options: { route?: string; preview?: boolean; now?: number; removed?: boolean } = {},
) {
  const slug = (data as { slug?: string } | null | undefined)?.slug;
  return renderReaderPage(<ArticlePage />, {
    path: '/news/:id/:slug?',
    route: options.route ?? (slug ? `/news/${id}/${encodeURIComponent(slug)}` : `/news/${id}`),
    language,
    answers: [
      {
        query: ArticleDetailDocument,
        variables: { id, readNext: READ_NEXT_COUNT, before: null },
        data: data === undefined ? undefined : { article: data },
      },
      {
        query: ArticleRemovedDocument,
        variables: { id },
        data: { articleRemoved: options.removed ?? false },
      },
    ],
    load: ({ params, request }, context) => loadArticle(params.id, new URL(request.url), context),
    preview: options.preview,
    now: options.now,
  });
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

  it('has no caption for a pasted image without one, and carries a fallback for a broken one', async () => {
    renderArticle(article(null));
    const figure = await screen.findByRole('figure');
    expect(figure.querySelector('figcaption')).not.toBeInTheDocument();
    const img = figure.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/seed/metro.svg');
    // Hidden beside the picture, for the page's script to show should the picture fail.
    const fallback = figure.querySelector('[data-image-fallback]');
    expect(fallback).toHaveTextContent('Technology');
    expect(fallback).not.toBeVisible();
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
      shareImage: {
        __typename: 'ShareImage',
        url: `/media/i/${stored.id}-1200.jpg`,
        width: 1200,
        height: 675,
        type: 'image/jpeg',
      },
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
      redirect: undefined,
      og: {
        type: 'article',
        image: `/media/i/${stored.id}-1200.jpg`,
        imageWidth: 1200,
        imageHeight: 675,
        imageType: 'image/jpeg',
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
        author: [{ '@type': 'Person', name: 'Kavya Reddy', url: '/author/kavya' }],
        inLanguage: 'en',
        publisher: {
          '@type': 'Organization',
          name: 'News Today',
          logo: { '@type': 'ImageObject', url: '/icons/icon-512.png', width: 512, height: 512 },
        },
        mainEntityOfPage: '/news/7/metro-line-opens',
        articleSection: 'Technology',
      },
    });
  });

  it("offers the brand's picture to link previews when the story has no raster picture", async () => {
    const { head } = renderArticle({ ...article(null), shareImage: null });
    await screen.findByRole('heading', { level: 1 });
    expect(head().og).toMatchObject({
      image: '/share.jpg',
      imageWidth: 1200,
      imageHeight: 630,
      imageType: 'image/jpeg',
      imageAlt: 'News Today',
    });
    expect(head().jsonLd).toMatchObject({ image: ['/share.jpg'] });
  });

  it("names the author in the story's language, linking their page", async () => {
    renderArticle(article(null, 'TE'), 'te');
    const byline = await screen.findByRole('link', { name: 'కావ్య రెడ్డి' });
    expect(byline).toHaveAttribute('href', '/author/kavya');
    expect(byline).toHaveAttribute('lang', 'te');
    expect(byline.parentElement).toHaveTextContent('రచన: కావ్య రెడ్డి');
  });

  it('names a deleted account’s story without a link', async () => {
    renderArticle({
      ...article(null),
      author: {
        __typename: 'ArticleAuthor',
        name: 'Former Writer',
        displayName: 'Former Writer',
        username: null,
      },
    });
    expect(await screen.findByText('Former Writer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Former Writer' })).toBeNull();
    expect(screen.getByText('Former Writer').parentElement).toHaveTextContent('By Former Writer');
  });

  it('says when it was published and updated, to the minute in the newsroom, and the summary staff wrote', async () => {
    renderArticle({
      ...article(null),
      publishedAt: '2026-11-20T20:00:00.000Z',
      updatedAt: '2026-11-21T06:05:00.000Z',
      writtenSummary: 'Three stations open first.',
    });
    expect(await screen.findByText('Published 21 November 2026, 1:30 am IST')).toHaveAttribute(
      'datetime',
      '2026-11-20T20:00:00.000Z',
    );
    expect(screen.getByText('Updated 21 November 2026, 11:35 am IST')).toHaveAttribute(
      'datetime',
      '2026-11-21T06:05:00.000Z',
    );
    expect(screen.getByText('Three stations open first.')).toHaveAttribute('lang', 'en');
  });

  it('says when, in Telugu words: the month, the part of the day and the zone', async () => {
    renderArticle({ ...article(null, 'TE'), publishedAt: '2026-11-28T10:19:00.000Z' }, 'te');
    const time = await screen.findByText(/^ప్రచురించినది /);
    expect(time).toHaveTextContent('ప్రచురించినది 28 నవంబర్, 2026 మధ్యాహ్నం 3:49 భారతదేశ ప్రామాణిక సమయం');
    expect(time.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('says nothing of an update made as it was published', async () => {
    renderArticle({ ...article(null), updatedAt: '2026-11-20T05:00:20.000Z' });
    expect(await screen.findByText(/^Published 20 November 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
  });

  it('tells the server to answer 301 for an address without its slug or with an old one', async () => {
    const without = renderArticle(article(null), 'en', '7', { route: '/news/7' });
    await screen.findByRole('heading', { level: 1 });
    expect(without.head().redirect).toBe('/news/7/metro-line-opens');
    without.unmount();
    const old = renderArticle(article(null), 'en', '7', { route: '/news/7/metro-opens' });
    await screen.findByRole('heading', { level: 1 });
    expect(old.head().redirect).toBe('/news/7/metro-line-opens');
  });

  it('keeps a Telugu slug as it is', async () => {
    const { head } = renderArticle({ ...article(english, 'TE'), id: '8' }, 'te', '8');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAttribute('lang', 'te');
    expect(head().redirect).toBeUndefined();
  });

  it('says an article does not exist, with a 404 for the server', async () => {
    const { head } = renderArticle(null, 'en', '99');
    expect(
      await screen.findByText('This article does not exist. It may have been removed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to News/ })).toHaveAttribute('href', '/home');
    expect(head()).toMatchObject({ status: 404, noindex: true });
  });

  it('says a deleted story has been removed, with a 410 for the server, in the page language', async () => {
    const { head } = renderArticle(null, 'en', '41', { removed: true });
    expect(await screen.findByText('This story has been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to News/ })).toHaveAttribute('href', '/home');
    expect(head()).toMatchObject({ status: 410, noindex: true });
    expect(head().title).toContain('Story removed');
  });

  it('says so in Telugu to a Telugu reader', async () => {
    const { head } = renderArticle(null, 'te', '41', { removed: true });
    expect(await screen.findByText(te.article.removed)).toBeInTheDocument();
    expect(head()).toMatchObject({ status: 410 });
  });

  it('says it could not be loaded, answers 503, and offers the address again', async () => {
    const { head } = renderArticle(undefined, 'en', '7', { route: '/news/7/metro-line-opens' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The article could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/news/7');
    expect(head()).toMatchObject({ status: 503, noindex: true });
  });
});

describe('Article detail, sharing and reading on', () => {
  it('offers WhatsApp first, then X, Facebook and Telegram, under the headline and at the end', async () => {
    renderArticle(article(null));
    const groups = await screen.findAllByRole('group', { name: 'Share this story' });
    expect(groups).toHaveLength(2);
    const url = `${ORIGIN}/news/7/metro-line-opens`;
    const to = shareAddresses(url, 'Metro line opens');
    expect(
      within(groups[0]!)
        .getAllByRole('link')
        .map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')]),
    ).toEqual([
      ['Share on WhatsApp', to.whatsapp],
      ['Share on X', to.x],
      ['Share on Facebook', to.facebook],
      ['Share on Telegram', to.telegram],
    ]);
    expect(to.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Metro line opens ${url}`)}`,
    );
    // Copying and the share sheet need the page's script: hidden until it finds them possible.
    for (const control of ['copy-link', 'share-sheet']) {
      const button = groups[0]!.querySelector(`button[data-${control}]`);
      expect(button).toHaveAttribute('aria-label');
      expect(button).not.toBeVisible();
    }
  });

  it('shares a Telugu story by its headline and its address, percent-encoded as a link must be', async () => {
    renderArticle({ ...article(english, 'TE'), id: '8' }, 'te', '8');
    const [group] = await screen.findAllByRole('group', { name: te.share.label });
    const whatsapp = within(group!).getByRole('link', { name: te.share.whatsapp });
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toBe(
      `https://wa.me/?text=మెట్రో లైన్ ప్రారంభం ${ORIGIN}${encodeURI('/news/8/మెట్రో-లైన్-ప్రారంభం')}`,
    );
  });

  it('ends with "Read next": the related stories, each with its headline and Read More', async () => {
    renderArticle({
      ...article(null),
      related: [next('11', 'Second line surveyed'), next('12', 'Fares announced')],
    });
    const section = await screen.findByRole('region', { name: 'Read next' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Second line surveyed', 'Fares announced']);
    expect(
      within(section).getByRole('link', { name: 'Read More: Fares announced' }),
    ).toHaveAttribute('href', '/news/12/fares-announced');
  });

  it('leaves "Read next" out when there is nothing related', async () => {
    renderArticle(article(null));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Read next' })).not.toBeInTheDocument();
  });
});

describe('Article detail, the story', () => {
  it('shows a plain-text story as its paragraphs, as it always read', async () => {
    const { container } = renderArticle(article(null));
    await screen.findByRole('heading', { level: 1 });
    const body = container.querySelector('.article-body')!;
    expect(body).toHaveAttribute('lang', 'en');
    expect([...body.children].map((p) => [p.tagName, p.textContent])).toEqual([
      ['P', 'The first trains ran on Monday.'],
      ['P', 'Thousands rode them.'],
    ]);
  });

  const inline = photo('JPEG', 'fedcba9876543210fedcba9876543210');
  const t = (text: string, marks?: object[]) => ({
    type: 'text',
    text,
    ...(marks ? { marks } : {}),
  });
  const p = (...content: object[]) => ({ type: 'paragraph', content });
  const rich = {
    ...article(null, 'TE'),
    body: {
      type: 'doc',
      content: [
        p(
          t('మెట్రో '),
          t('రెండో దశ', [{ type: 'bold' }]),
          t(' '),
          t('త్వరలో', [{ type: 'italic' }]),
          { type: 'hardBreak' },
          t('ప్రకటన చూడండి', [
            { type: 'link', attrs: { href: 'https://www.ltmetro.com/' } },
            { type: 'bold' },
          ]),
          t(', '),
          t('మునుపటి వార్త', [{ type: 'link', attrs: { href: '/news/3/metro' } }]),
          t(', '),
          t('మాకు రాయండి', [{ type: 'link', attrs: { href: 'mailto:desk@example.com' } }]),
        ),
        { type: 'heading', attrs: { level: 2 }, content: [t('ఏ స్టేషన్లు')] },
        { type: 'heading', attrs: { level: 3 }, content: [t('కొత్త మార్గం')] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [p(t('మియాపూర్'))] },
            {
              type: 'listItem',
              content: [
                p(t('అమీర్‌పేట')),
                {
                  type: 'orderedList',
                  content: [{ type: 'listItem', content: [p(t('ప్లాట్‌ఫాం 1'))] }],
                },
              ],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [{ type: 'listItem', content: [p(t('మూడో దశ'))] }],
        },
        {
          type: 'blockquote',
          attrs: { attribution: 'ఎన్. వి. ఎస్. రెడ్డి' },
          content: [p(t('పనులు సమయానికి పూర్తవుతాయి.'))],
        },
        {
          type: 'image',
          attrs: {
            imageId: inline.id,
            src: `/media/i/${inline.id}-1600.jpg`,
            alt: 'కొత్త రైలు',
            caption: 'మియాపూర్ డిపోలో',
            credit: 'మెట్రో రైల్',
          },
        },
      ],
    },
    bodyImages: [photoResult(inline)],
  };

  it('renders subheadings, marks, links, lists, a quote with who said it and a photo, in Telugu', async () => {
    const { container } = renderArticle(rich, 'te');
    await screen.findByRole('heading', { level: 1 });
    const body = container.querySelector<HTMLElement>('.article-body')!;
    expect(body).toHaveAttribute('lang', 'te');
    expect(within(body).getByRole('heading', { level: 2 })).toHaveTextContent('ఏ స్టేషన్లు');
    expect(within(body).getByRole('heading', { level: 3 })).toHaveTextContent('కొత్త మార్గం');
    expect(body.querySelector('p strong')).toHaveTextContent('రెండో దశ');
    expect(body.querySelector('p em')).toHaveTextContent('త్వరలో');
    expect(body.querySelector('p br')).toBeInTheDocument();

    const external = within(body).getByRole('link', { name: 'ప్రకటన చూడండి' });
    expect(external).toHaveAttribute('href', 'https://www.ltmetro.com/');
    expect(external).toHaveAttribute('rel', 'noopener');
    expect(external.querySelector('strong')).toHaveTextContent('ప్రకటన చూడండి');
    const own = within(body).getByRole('link', { name: 'మునుపటి వార్త' });
    expect(own).toHaveAttribute('href', '/news/3/metro');
    expect(own).not.toHaveAttribute('rel');
    expect(within(body).getByRole('link', { name: 'మాకు రాయండి' })).toHaveAttribute(
      'href',
      'mailto:desk@example.com',
    );

    const [bullets, numbered] = [...body.children].filter((e) => /^(UL|OL)$/.test(e.tagName));
    expect(bullets!.tagName).toBe('UL');
    expect([...bullets!.children].map((li) => li.firstElementChild?.textContent)).toEqual([
      'మియాపూర్',
      'అమీర్‌పేట',
    ]);
    expect(bullets!.querySelector('li > ol > li')).toHaveTextContent('ప్లాట్‌ఫాం 1');
    expect(numbered).toHaveAttribute('start', '3');
    expect(numbered).toHaveTextContent('మూడో దశ');

    const quote = body.querySelector('figure.quote')!;
    expect(quote.querySelector('blockquote')).toHaveTextContent('పనులు సమయానికి పూర్తవుతాయి.');
    expect(quote.querySelector('figcaption cite')).toHaveTextContent('ఎన్. వి. ఎస్. రెడ్డి');

    // The photo inside the story: as responsive as the lead photo, loaded when near.
    const img = within(body).getByRole('img', { name: 'కొత్త రైలు' });
    expect(img).toHaveAttribute('sizes', ARTICLE_IMAGE_SIZES);
    expect(img).toHaveAttribute('srcset', expect.stringContaining(`${inline.id}-1600.jpg 1600w`));
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('lang', 'te');
    const figure = img.closest('figure')!;
    expect(figure.querySelector('picture > source')).toHaveAttribute(
      'srcset',
      expect.stringContaining(`${inline.id}-480.webp 480w`),
    );
    expect(figure.querySelector('figcaption')).toHaveTextContent('మియాపూర్ డిపోలో ఫోటో: మెట్రో రైల్');
  });
});

describe('Article detail, as a staff preview', () => {
  const NOW = Date.parse('2026-11-28T10:00:00.000Z');
  const draft = { ...article(null), status: 'DRAFT', publishedAt: null };
  const shareLinks = () => document.querySelectorAll('a[href^="https://wa.me/"]');
  // The page's clock catches up with the browser's once mounted, so the browser's is NOW too.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['en', 'Preview: not published', 'Published'],
    ['te', te.article.notPublished, te.article.published.split(' ')[0]!],
  ] as const)(
    'says in %s that a draft is not published, with no published date and nothing to share',
    async (language, notice, published) => {
      renderArticle(draft, language, '7', { preview: true, now: NOW });
      expect(await screen.findByRole('status')).toHaveTextContent(notice);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Metro line opens');
      expect(screen.queryByText(new RegExp(`^${published}`))).not.toBeInTheDocument();
      expect(document.querySelector('time')).toBeNull();
      expect(shareLinks()).toHaveLength(0);
    },
  );

  it('says so of a story in review, one taken back to the drafts and one still scheduled', async () => {
    for (const state of [
      { status: 'IN_REVIEW', publishedAt: null },
      { status: 'DRAFT', publishedAt: '2026-11-20T05:00:00.000Z' },
      { status: 'PUBLISHED', publishedAt: '2026-11-29T05:00:00.000Z' },
    ]) {
      const view = renderArticle({ ...article(null), ...state }, 'en', '7', {
        preview: true,
        now: NOW,
      });
      expect(await screen.findByRole('status')).toHaveTextContent('Preview: not published');
      expect(shareLinks()).toHaveLength(0);
      view.unmount();
    }
  });

  it('shows a published story as readers see it, and never says so on a reader page', async () => {
    const view = renderArticle(article(null), 'en', '7', { preview: true, now: NOW });
    expect(await screen.findByText(/^Published 20 November 2026/)).toBeInTheDocument();
    expect(shareLinks()).toHaveLength(2);
    expect(screen.queryByText('Preview: not published')).not.toBeInTheDocument();
    view.unmount();
    // A reader's page of a story scheduled a moment ago, on a clock a little behind the api's.
    renderArticle({ ...article(null), publishedAt: '2026-11-28T10:00:05.000Z' }, 'en', '7', {
      now: NOW,
    });
    expect(await screen.findByText(/^Published 28 November 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Preview: not published')).not.toBeInTheDocument();
    expect(shareLinks()).toHaveLength(2);
  });
});
