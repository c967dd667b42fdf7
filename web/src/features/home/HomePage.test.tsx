import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  CATEGORY_NAMES,
  homeParams,
  homePath,
  PAGING,
  READ_LIMITS,
  type CategoryName,
} from '@news/contract';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import {
  FrontPageDocument,
  HomeArticlesDocument,
  ReadRankingsDocument,
  SearchCorrectionDocument,
  type Language,
} from '../../gql/graphql';
import { CARD_IMAGE_SIZES } from '../../shared/stories';
import { photo, photoResult } from '../../test/photos';
import { renderReaderPage, type Answer } from '../../test/renderReader';
import { editionFromParam, editionLanguage } from './edition';
import { CATEGORY_COUNT, LATEST_COUNT, loadHome } from './homeData';
import { HOME_PAGE_SIZE, HomePage } from './HomePage';

// The page's clock: now, so that it does not catch up with the real time as the page mounts.
const NOW = Date.now();
const HOUR = 3_600_000;

interface StoryInput {
  id: string;
  title?: string;
  summary?: string;
  category?: CategoryName;
  language?: Language;
  hoursAgo?: number;
}

/** An article as the home page's queries answer it. */
function story({
  id,
  title = `Story ${id}`,
  summary = `Summary of story ${id}.`,
  category = 'SPORTS',
  language = 'EN',
  hoursAgo = Number(id),
}: StoryInput) {
  const publishedAt = new Date(NOW - hoursAgo * HOUR).toISOString();
  return {
    __typename: 'Article',
    id,
    title,
    summary,
    category,
    language,
    slug: title.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '-'),
    createdAt: publishedAt,
    publishedAt,
    mediaUrl: `/media/seed/story-${id}.svg`,
    image: null,
    imageAlt: null,
  };
}
/** What a category's block asks of a story: no summary, no picture. */
const inBlock = ({
  summary: _s,
  mediaUrl: _m,
  image: _i,
  imageAlt: _a,
  ...rest
}: ReturnType<typeof story>) => rest;
const page = (items: object[], totalItems = items.length, totalItemsCapped = false) => ({
  __typename: 'ArticlePage',
  totalItems,
  totalItemsCapped,
  items,
});

/** The front page's answer: the api leaves the lead out of the latest and of the blocks. */
function frontAnswer(
  language: Language | null,
  {
    lead,
    latest,
    total = latest.length + (lead ? 1 : 0),
    sections = {},
  }: {
    lead?: ReturnType<typeof story>;
    latest: ReturnType<typeof story>[];
    total?: number;
    sections?: Partial<Record<CategoryName, ReturnType<typeof story>[]>>;
  },
): Answer {
  return {
    query: FrontPageDocument,
    variables: { language, latest: LATEST_COUNT, perCategory: CATEGORY_COUNT },
    data: {
      frontPage: {
        lead: lead ?? latest[0] ?? null,
        latest: lead ? latest : latest.slice(1),
        totalItems: total,
        sections: CATEGORY_NAMES.filter((c) => sections[c]?.length).map((category) => ({
          category,
          articles: sections[category]!.map(inBlock),
        })),
      },
    },
  };
}

/**
 * A list's answer. `language` is the edition shown: a search looks in both, that one's stories
 * first (the interface's, English here, for both editions), most relevant first unless `sort`.
 */
function listAnswer(
  variables: {
    page?: number;
    search?: string | null;
    category?: CategoryName | null;
    sort?: 'newest';
  },
  language: Language | null,
  items: ReturnType<typeof story>[] | undefined,
  totalItems = items?.length ?? 0,
  totalItemsCapped = false,
  searchedAs: string | null = null,
): Answer {
  const common = {
    page: variables.page ?? 1,
    pageSize: HOME_PAGE_SIZE,
    search: variables.search ?? null,
    category: variables.category ?? null,
  };
  return {
    query: HomeArticlesDocument,
    variables: variables.search
      ? {
          ...common,
          language: null,
          preferLanguage: language ?? 'EN',
          sortBy: variables.sort === 'newest' ? 'DATE_DESC' : 'RELEVANCE',
        }
      : { ...common, language, sortBy: 'DATE_DESC' },
    data: items && {
      articles: { ...page(items, totalItems, totalItemsCapped), searchedAs },
    },
  };
}

/** "Did you mean" for a search: `correction`, or none. */
function correctionAnswer(search: string, correction: string | null): Answer {
  return {
    query: SearchCorrectionDocument,
    variables: { query: search },
    data: { searchCorrection: correction },
  };
}

function renderHome(route: string, answers: Answer[], options: { language?: 'en' | 'te' } = {}) {
  // A search that finds few stories also asks "Did you mean": none, unless a test answers it.
  const { search } = homeParams(new URL(route, 'http://x').searchParams);
  return renderReaderPage(<HomePage />, {
    path: '/home',
    route,
    answers: search ? [...answers, correctionAnswer(search, null)] : answers,
    now: NOW,
    language: options.language ?? null,
    load: ({ request }, context) => loadHome(new URL(request.url), context),
  });
}

const headlines = (level: 2 | 3) =>
  screen
    .getAllByRole('article')
    .map((a) => within(a).queryByRole('heading', { level })?.textContent)
    .filter(Boolean);

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

describe('Home, the front page', () => {
  const leadStory = story({ id: '5', title: 'Metro line opens', category: 'TECHNOLOGY' });
  const latest = Array.from({ length: 9 }, (_, i) =>
    i === 4 ? leadStory : story({ id: String(i + 1) }),
  );

  it('leads with the lead story, then the latest, then a block per category', async () => {
    const sports = [story({ id: '1' }), story({ id: '12' })];
    const politics = [story({ id: '20', title: 'Assembly meets', category: 'POLITICS' })];
    renderHome('/home', [
      frontAnswer('EN', {
        lead: leadStory,
        latest: latest.filter((a) => a !== leadStory),
        total: 120,
        sections: { SPORTS: sports, POLITICS: politics },
      }),
    ]);
    const lead = await screen.findByRole('heading', { level: 2, name: 'Metro line opens' });
    expect(lead).toHaveAttribute('lang', 'en');
    expect(within(lead).getByRole('link')).toHaveAttribute('href', '/news/5/metro-line-opens');
    const leadArticle = lead.closest('article')!;
    expect(within(leadArticle).getByText('Summary of story 5.')).toBeInTheDocument();
    expect(within(leadArticle).getByText('5 hours ago')).toHaveAttribute(
      'datetime',
      leadStory.publishedAt,
    );
    expect(within(leadArticle).getByText('Technology', { selector: '.category' })).toBeVisible();
    // The spec's Read More, which names the story it leads to.
    const readMore = within(leadArticle).getByRole('link', { name: 'Read More: Metro line opens' });
    expect(readMore).toHaveAttribute('href', '/news/5/metro-line-opens');
    const img = leadArticle.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');

    // The eight latest after it; each with its summary, time and Read More.
    expect(headlines(2)).toEqual([
      'Metro line opens',
      ...['1', '2', '3', '4', '6', '7', '8', '9'].map((id) => `Story ${id}`),
    ]);
    expect(screen.getByText('Summary of story 1.')).toBeInTheDocument();
    expect(screen.getAllByText('1 hour ago')[0]).toHaveAttribute(
      'datetime',
      latest[0]!.publishedAt,
    );
    expect(screen.getAllByRole('link', { name: 'Read More: Story 1' })[0]).toHaveAttribute(
      'href',
      '/news/1/story-1',
    );
    expect(screen.getByRole('link', { name: 'More news' })).toHaveAttribute('href', '/home?page=2');

    // The categories in the home page's order, only those with news.
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .filter((h) => h.id.startsWith('category-'))
        .map((h) => h.textContent?.trim()),
    ).toEqual(['Politics', 'Sports']);
    const sportsBlock = screen.getByRole('region', { name: 'Sports' });
    expect(within(sportsBlock).getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'href',
      '/home?category=Sports',
    );
    expect(
      within(sportsBlock)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Story 1', 'Story 12']);
    expect(within(sportsBlock).getByRole('link', { name: 'Read More: Story 12' })).toBeVisible();
  });

  it('leads with the newest story when no story is marked as lead, and offers no More news without a second page', async () => {
    renderHome('/home', [frontAnswer('EN', { latest: latest.slice(0, 8) })]);
    await waitFor(() => expect(headlines(2)[0]).toBe('Story 1'));
    expect(headlines(2)).toHaveLength(8);
    expect(screen.queryByRole('link', { name: 'More news' })).not.toBeInTheDocument();
  });

  it('keeps the edition the address names in its links, and says the time in Telugu', async () => {
    renderHome(
      '/home?edition=te',
      [
        frontAnswer('TE', {
          latest: [story({ id: '2', title: 'మెట్రో లైన్ ప్రారంభం', language: 'TE' })],
          total: 51,
          sections: { SPORTS: [story({ id: '3', language: 'TE' })] },
        }),
      ],
      { language: 'te' },
    );
    const lead = await screen.findByRole('heading', { level: 2, name: 'మెట్రో లైన్ ప్రారంభం' });
    expect(lead).toHaveAttribute('lang', 'te');
    expect(within(lead).getByRole('link').getAttribute('href')).toBe('/news/2/మెట్రో-లైన్-ప్రారంభం');
    expect(lead.closest('article')!.querySelector('time')).toHaveTextContent('2 గంటల క్రితం');
    expect(screen.getByRole('link', { name: te.home.moreNews })).toHaveAttribute(
      'href',
      '/home?edition=te&page=2',
    );
    expect(
      within(screen.getByRole('region', { name: te.categories.SPORTS })).getAllByRole('link')[0],
    ).toHaveAttribute('href', '/home?edition=te&category=Sports');
    const browse = screen.getByRole('region', { name: te.home.browse });
    expect(within(browse).getByRole('link', { name: te.categories.BUSINESS })).toHaveAttribute(
      'href',
      '/home?edition=te&category=Business',
    );
  });

  it('tells search engines what it is', async () => {
    const { head } = renderHome('/home', [frontAnswer('EN', { latest })]);
    await waitFor(() => expect(headlines(2)).toHaveLength(9));
    expect(head()).toEqual({
      title: 'Latest News | News Today',
      description:
        'News in English and Telugu: politics, sports, entertainment, business, technology, environment.',
      canonical: '/home',
      alternates: [
        { hrefLang: 'en', href: '/home?edition=en' },
        { hrefLang: 'te', href: '/home?edition=te' },
        { hrefLang: 'x-default', href: '/home' },
      ],
      feeds: [{ title: 'News Today RSS', href: '/feed.xml?edition=en' }],
      noindex: undefined,
      og: {
        type: 'website',
        image: '/share.jpg',
        imageWidth: 1200,
        imageHeight: 630,
        imageType: 'image/jpeg',
        imageAlt: 'News Today',
        locale: 'en_IN',
        alternateLocale: 'te_IN',
      },
    });
  });

  it('says when the edition has no news, and links to all of it', async () => {
    renderHome('/home?edition=te', [frontAnswer('TE', { latest: [] })]);
    expect(await screen.findByText(/No news articles match your search\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all news' })).toHaveAttribute(
      'href',
      '/home?edition=all',
    );
  });
});

describe('Home, editions', () => {
  it('links each edition, marking the one shown, keeping the category', async () => {
    renderHome('/home?category=Sports', [
      listAnswer({ category: 'SPORTS' }, 'EN', [story({ id: '1' })]),
    ]);
    const edition = await screen.findByRole('group', { name: 'Edition' });
    const links = within(edition).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['English', '/home?edition=en&category=Sports'],
      ['తెలుగు', '/home?edition=te&category=Sports'],
      ['Both editions', '/home?edition=all&category=Sports'],
    ]);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(links[1]).toHaveAttribute('lang', 'te');
  });

  it('says of a search, which covers both editions, which one comes first, and keeps its order', async () => {
    // A Telugu story listed first under "English first": what the links change is the order.
    renderHome('/home?search=rythu&sort=newest', [
      listAnswer({ search: 'rythu', sort: 'newest' }, 'EN', [
        story({ id: '1', title: 'రైతు బజార్లు', summary: 'రైతు', language: 'TE' }),
      ]),
    ]);
    const order = await screen.findByRole('group', { name: 'Which edition comes first' });
    const links = within(order).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['English first', '/home?edition=en&search=rythu&sort=newest'],
      ['Telugu first', '/home?edition=te&search=rythu&sort=newest'],
    ]);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual(['true', null]);
    expect(screen.queryByRole('group', { name: 'Edition' })).not.toBeInTheDocument();
  });

  it("marks the address's edition first in a search, in the Telugu interface too", async () => {
    renderHome(
      '/home?search=rythu&edition=all',
      [listAnswer({ search: 'rythu' }, 'TE', [story({ id: '1', language: 'TE' })])],
      { language: 'te' },
    );
    const order = await screen.findByRole('group', { name: te.home.firstEditionLabel });
    expect(within(order).getByRole('link', { current: true })).toHaveTextContent(
      te.home.firstEdition.te,
    );
  });

  it("shows the Telugu interface the Telugu edition's front page", async () => {
    renderHome('/home', [frontAnswer('TE', { latest: [story({ id: '2', language: 'TE' })] })], {
      language: 'te',
    });
    const edition = await screen.findByRole('group', { name: te.home.edition });
    expect(within(edition).getByRole('link', { name: 'తెలుగు' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await waitFor(() => expect(headlines(2)).toEqual(['Story 2']));
  });
});

describe('Home, the list', () => {
  it('shows a search: the heading, the count, the words marked, and no index', async () => {
    const items = [
      story({ id: '1', title: 'Metro line opens', summary: 'The metro runs from Monday.' }),
      story({ id: '2', title: 'రైతులకు మెట్రో', summary: 'రైతు సంఘం', language: 'TE' }),
    ];
    const { head } = renderHome(`/home?edition=all&search=${encodeURIComponent('metro రైతు')}`, [
      listAnswer({ search: 'metro రైతు' }, null, items),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “metro రైతు”' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(headlines(2)).toEqual(['Metro line opens', 'రైతులకు మెట్రో']));
    expect(screen.getByText('2 articles')).toBeInTheDocument();
    const marks = [...document.querySelectorAll('article mark')].map((m) => m.textContent);
    // `metro` also marks మెట్రో, the Telugu word it reads as.
    expect(marks).toEqual(['Metro', 'metro', 'రైతు', 'మెట్రో', 'రైతు']);
    expect(head()).toMatchObject({
      title: 'Results for “metro రైతు” | News Today',
      canonical: '/home?edition=all',
      noindex: true,
      alternates: undefined,
      feeds: [{ href: '/feed.xml?edition=all' }],
    });
    // Each card: its category, when, the summary and Read More to the article.
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByText('Sports', { selector: '.category' })).toBeVisible();
    expect(within(card).getByText('1 hour ago')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Read More: Metro line opens' })).toHaveAttribute(
      'href',
      '/news/1/metro-line-opens',
    );
  });

  it('orders a search by relevance or newest first, and says which edition each story is in', async () => {
    const items = [
      story({ id: '1', title: 'Vijayawada floods', summary: 'Water in the streets.' }),
      story({ id: '2', title: 'విజయవాడలో వరదలు', summary: 'లోతట్టు ప్రాంతాలు', language: 'TE' }),
    ];
    renderHome('/home?search=vijayawada', [
      listAnswer({ search: 'vijayawada' }, 'EN', items, 2, false, 'విజయవాడ'),
    ]);
    await waitFor(() => expect(headlines(2)).toEqual(['Vijayawada floods', 'విజయవాడలో వరదలు']));
    const order = screen.getByRole('navigation', { name: 'Order of the results' });
    const links = within(order).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Most relevant', '/home?search=vijayawada'],
      ['Newest first', '/home?search=vijayawada&sort=newest'],
    ]);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual(['true', null]);
    expect(screen.getByText('Showing results for', { exact: false })).toHaveTextContent(
      'Showing results for విజయవాడ',
    );
    const [english, telugu] = screen.getAllByRole('article');
    expect(within(english!).getByText('English', { selector: '.edition' })).toBeVisible();
    expect(within(telugu!).getByText('తెలుగు', { selector: '.edition' })).toHaveAttribute(
      'lang',
      'te',
    );
  });

  it('keeps the newest-first order of a search in its links, and says what it read in Telugu', async () => {
    const items = Array.from({ length: 50 }, (_, i) =>
      story({ id: String(1 + i), language: 'TE' }),
    );
    renderHome(
      '/home?edition=te&search=vijayawada&sort=newest',
      [listAnswer({ search: 'vijayawada', sort: 'newest' }, 'TE', items, 120, false, 'విజయవాడ')],
      { language: 'te' },
    );
    const order = await screen.findByRole('navigation', { name: te.home.sortLabel });
    expect(within(order).getByRole('link', { name: te.home.sortNewest })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('కోసం ఫలితాలు చూపిస్తున్నాం', { exact: false })).toHaveTextContent(
      'విజయవాడ కోసం ఫలితాలు చూపిస్తున్నాం',
    );
    const pages = screen.getByRole('navigation', { name: te.pagination.label });
    expect(within(pages).getByRole('link', { name: 'పేజీ 2' })).toHaveAttribute(
      'href',
      '/home?edition=te&search=vijayawada&sort=newest&page=2',
    );
  });

  it('offers "Did you mean" over a search that found few stories, a link that searches it', async () => {
    renderHome(
      '/home?edition=te&search=కలెక్టరు&sort=newest',
      [
        listAnswer({ search: 'కలెక్టరు', sort: 'newest' }, 'TE', []),
        correctionAnswer('కలెక్టరు', 'కలెక్టర్'),
      ],
      { language: 'te' },
    );
    const link = await screen.findByRole('link', { name: 'కలెక్టర్' });
    expect(link.closest('p')).toHaveTextContent('మీరు వెతకాలనుకున్నది కలెక్టర్ కదా?');
    expect(link).toHaveAttribute('lang', 'te');
    expect(link).toHaveAttribute(
      'href',
      homePath({ edition: 'te', search: 'కలెక్టర్', sort: 'newest' }),
    );
  });

  it("shows a category's news with its name and count, in Telugu too", async () => {
    const { head } = renderHome(
      '/home?edition=te&category=sports',
      [listAnswer({ category: 'SPORTS' }, 'TE', [story({ id: '1', language: 'TE' })], 1)],
      { language: 'te' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: te.categories.SPORTS }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 వార్త')).toBeInTheDocument();
    expect(head()).toMatchObject({
      canonical: '/home?edition=te&category=Sports',
      alternates: [
        { hrefLang: 'en', href: '/home?edition=en&category=Sports' },
        { hrefLang: 'te', href: '/home?edition=te&category=Sports' },
        { hrefLang: 'x-default', href: '/home?category=Sports' },
      ],
      feeds: [
        {
          title: `${te.app.brand} RSS: ${te.categories.SPORTS}`,
          href: '/feed.xml?edition=te&category=Sports',
        },
      ],
      og: { type: 'website', locale: 'te_IN', alternateLocale: 'en_IN' },
    });
    const browse = screen.getByRole('region', { name: te.home.browse });
    expect(within(browse).getByRole('link', { name: te.categories.SPORTS })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says 1,000+ results when more match than the api counts, in both languages', async () => {
    const items = Array.from({ length: 50 }, (_, i) => story({ id: String(1 + i) }));
    renderHome('/home?edition=all&search=hyderabad', [
      listAnswer({ search: 'hyderabad' }, null, items, PAGING.countCap, true),
    ]);
    expect(await screen.findByText('1,000+ results')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Last' })).toHaveAttribute(
      'href',
      '/home?edition=all&search=hyderabad&page=20',
    );
    cleanup();
    renderHome(
      '/home?edition=te&category=sports',
      [listAnswer({ category: 'SPORTS' }, 'TE', items, PAGING.countCap, true)],
      { language: 'te' },
    );
    expect(await screen.findByText('1,000+ ఫలితాలు')).toBeInTheDocument();
  });

  it('shows a later page of all the news, fifty a page, with the pages as links', async () => {
    const items = Array.from({ length: 50 }, (_, i) => story({ id: String(51 + i) }));
    const { head } = renderHome('/home?page=2', [listAnswer({ page: 2 }, 'EN', items, 120)]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Latest News · Page 2' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(headlines(2)).toHaveLength(50));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'First' })).toHaveAttribute('href', '/home');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/home?page=3',
    );
    expect(head()).toMatchObject({ canonical: '/home?page=2', alternates: undefined });
  });

  it('fetches the first picture at once and first of all, the first row at once, the rest lazily', async () => {
    const stored = photo('JPEG');
    const items = ['1', '2', '3', '4'].map((id) => story({ id, category: 'SPORTS' }));
    items[0] = {
      ...items[0]!,
      mediaUrl: `/media/i/${stored.id}-1600.jpg`,
      image: photoResult(stored) as never,
      imageAlt: 'Fans waving flags' as never,
    };
    const { container } = renderHome('/home?category=Sports', [
      listAnswer({ category: 'SPORTS' }, 'EN', items),
    ]);
    await waitFor(() => expect(headlines(2)).toHaveLength(4));
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
    expect(imgs[1]).toHaveAttribute('src', '/media/seed/story-2.svg');
  });

  it('says when nothing matches, and links to all the news', async () => {
    renderHome('/home?search=zzz', [listAnswer({ search: 'zzz' }, 'EN', [])]);
    expect(await screen.findByText(/No news articles match your search\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all news' })).toHaveAttribute(
      'href',
      '/home?edition=all',
    );
  });
});

describe('Home, when something is wrong', () => {
  it('sends a page past the end to the last page there is', async () => {
    const { head } = renderHome('/home?category=Sports&page=9', [
      listAnswer({ page: 9, category: 'SPORTS' }, 'EN', [], 120),
    ]);
    await waitFor(() =>
      expect(head()).toMatchObject({
        redirect: '/home?category=Sports&page=3',
        redirectStatus: 302,
      }),
    );
  });

  it('says the news could not be loaded, answers 503, and offers the same address again', async () => {
    const { head } = renderHome('/home?edition=te&search=metro', [
      listAnswer({ search: 'metro' }, 'TE', undefined),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The news could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/home?edition=te&search=metro',
    );
    expect(head()).toMatchObject({ status: 503, noindex: true });
  });

  it('says the front page could not be loaded the same way', async () => {
    const { head } = renderHome('/home', [
      { ...frontAnswer('EN', { latest: [] }), data: undefined },
    ]);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/home');
    expect(head()).toMatchObject({ status: 503 });
  });
});

describe('Home, the search form', () => {
  it('is a GET form to /home that keeps the edition the address names', async () => {
    renderHome('/home?edition=te&search=metro', [listAnswer({ search: 'metro' }, 'TE', [])]);
    const form = await screen.findByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/home');
    expect(within(form).getByRole('searchbox', { name: 'Search news' })).toHaveAttribute(
      'name',
      'search',
    );
    expect(within(form).getByRole('searchbox')).toHaveValue('metro');
    const select = within(form).getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAttribute('name', 'category');
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual([
      '',
      'Politics',
      'Sports',
      'Entertainment',
      'Business',
      'Technology',
      'Environment',
      'Announcement',
    ]);
    expect(form.querySelector('input[type=hidden]')).toHaveAttribute('name', 'edition');
    expect(form.querySelector('input[type=hidden]')).toHaveAttribute('value', 'te');
  });
});

describe('Home, Most read and Trending', () => {
  const latest = [story({ id: '1' }), story({ id: '2' }), story({ id: '3' })];
  type Story = ReturnType<typeof story>;
  const rankings = (mostRead: Story[], trending: Story[]) => ({
    query: ReadRankingsDocument,
    variables: { language: 'EN', limit: READ_LIMITS.blockSize, trending: true },
    data: { mostRead: mostRead.map(inBlock), trending: trending.map(inBlock) },
  });
  const block = (name: string) => screen.queryByRole('region', { name });

  it('lists the edition’s most read and trending stories in their order', async () => {
    const [one, two, three] = latest as [Story, Story, Story];
    renderHome('/home', [frontAnswer('EN', { latest }), rankings([two, one], [three])]);
    const mostRead = await screen.findByRole('region', { name: 'Most read' });
    expect(
      within(mostRead)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Story 2', 'Story 1']);
    expect(within(block('Trending')!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Story 3',
    );
  });

  it('shows no block, and no heading, when nothing has been read', async () => {
    renderHome('/home', [frontAnswer('EN', { latest }), rankings([], [])]);
    await screen.findAllByRole('article');
    expect(block('Most read')).toBeNull();
    expect(block('Trending')).toBeNull();
  });

  it('names the blocks in Telugu', async () => {
    const telugu = story({ id: '7', title: 'మెట్రో మార్గం', language: 'TE' });
    renderHome(
      '/home',
      [
        frontAnswer('TE', { latest: [telugu, story({ id: '8', language: 'TE' })] }),
        {
          ...rankings([telugu], []),
          variables: { language: 'TE', limit: READ_LIMITS.blockSize, trending: true },
        },
      ],
      { language: 'te' },
    );
    const mostRead = await screen.findByRole('region', { name: te.reads.mostRead });
    expect(within(mostRead).getByRole('heading', { level: 3 })).toHaveTextContent('మెట్రో మార్గం');
  });
});
