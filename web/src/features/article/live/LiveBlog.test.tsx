import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleDetailDocument, ArticleRemovedDocument } from '../../../gql/graphql';
import { renderReaderPage } from '../../../test/renderReader';
import { loadArticle, READ_NEXT_COUNT } from '../articleData';
import ArticlePage from '../ArticlePage';

const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

function post(id: string, text: string, at: string, extra: object = {}) {
  return {
    __typename: 'LivePost',
    id,
    createdAt: at,
    updatedAt: at,
    correctedAt: null,
    author: { __typename: 'LivePostAuthor', id: '3', name: 'Kavya Reddy', teluguName: 'కావ్య రెడ్డి' },
    body: paragraph(text),
    text,
    keyEvent: false,
    pinned: false,
    ...extra,
  };
}

const pinned = post('11', 'Schools shut in four districts.', '2026-11-20T05:10:00.000Z', {
  pinned: true,
});
const corrected = post('12', 'Landfall near Bapatla tonight.', '2026-11-20T05:20:00.000Z', {
  correctedAt: '2026-11-20T05:12:00.000Z',
  keyEvent: true,
});
const newest = post('13', 'The cyclone weakens over land.', '2026-11-20T05:30:00.000Z');

/** A live blog in `status`, its first page holding the pinned post in its place. */
function liveArticle(status: string, nextBefore: string | null = '11') {
  return {
    __typename: 'Article',
    id: '7',
    title: 'Cyclone Michaung live',
    body: paragraph('What we know so far.'),
    bodyImages: [],
    summary: 'What we know so far.',
    writtenSummary: 'Landfall tonight; schools shut.',
    slug: 'cyclone-michaung-live',
    category: 'ENVIRONMENT',
    language: 'EN',
    mediaUrl: '/media/seed/cyclone.svg',
    image: null,
    imageAlt: null,
    imageCaption: null,
    imageCredit: null,
    status: 'PUBLISHED',
    createdAt: '2026-11-20T04:30:00.000Z',
    publishedAt: '2026-11-20T05:00:00.000Z',
    updatedAt: '2026-11-20T05:30:00.000Z',
    author: {
      __typename: 'ArticleAuthor',
      name: 'Kavya Reddy',
      displayName: 'Kavya Reddy',
      username: 'kavya',
    },
    shareImage: null,
    translation: null,
    related: [],
    liveStatus: status,
    live: {
      __typename: 'LiveBlog',
      status,
      startedAt: '2026-11-20T05:00:00.000Z',
      endedAt: status === 'ENDED' ? '2026-11-20T06:00:00.000Z' : null,
      lastEventId: 42,
      keyEvents: [
        {
          __typename: 'LiveKeyEvent',
          id: '12',
          createdAt: corrected.createdAt,
          title: corrected.text,
        },
      ],
      pinned,
      posts: { __typename: 'LivePostPage', posts: [newest, corrected, pinned], nextBefore },
    },
  };
}

function renderBlog(
  data: object,
  language: 'en' | 'te' = 'en',
  route = '/news/7/cyclone-michaung-live',
) {
  return renderReaderPage(<ArticlePage />, {
    path: '/news/:id/:slug?',
    route,
    language,
    answers: [
      {
        query: ArticleDetailDocument,
        variables: {
          id: '7',
          readNext: READ_NEXT_COUNT,
          before: new URL(route, 'https://x').searchParams.get('before'),
        },
        data: { article: data },
      },
      { query: ArticleRemovedDocument, variables: { id: '7' }, data: { articleRemoved: false } },
    ],
    load: ({ params, request }, context) => loadArticle(params.id, new URL(request.url), context),
  });
}

/** The posts shown, in order (not the template the reader script draws new ones from). */
const postTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('article[data-live-post]')]
    .filter((a) => !a.closest('template'))
    .map((a) => a.textContent);

describe('A live blog, as readers see it', () => {
  it('shows the Live badge, key events as links, the pinned post first, then the newest', async () => {
    const { container, head } = renderBlog(liveArticle('LIVE'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Live', { exact: true })[0]).toBeVisible();
    const events = screen.getByRole('navigation', { name: 'Key events' });
    expect(within(events).getByRole('link')).toHaveAttribute('href', '#post-12');
    const texts = postTexts(container);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Schools shut');
    expect(texts[0]).toContain('Pinned');
    expect(texts[1]).toContain('The cyclone weakens');
    expect(texts[2]).toContain('Landfall near Bapatla');
    expect(container.querySelector('#post-12 [data-live-corrected]')).toHaveTextContent(
      /corrected \d{1,2}:42 (am|pm) IST/,
    );
    // What the reader script needs to keep it live: the blog, and the event it is as of.
    const blog = container.querySelector('[data-live-blog]');
    expect(blog).toHaveAttribute('data-live-blog', '7');
    expect(blog).toHaveAttribute('data-live-after', '42');
    expect(screen.getByRole('link', { name: 'Older updates' })).toHaveAttribute(
      'href',
      '/news/7/cyclone-michaung-live?before=11',
    );
    expect(head().jsonLd).toMatchObject({
      '@type': 'LiveBlogPosting',
      coverageStartTime: '2026-11-20T05:00:00.000Z',
      liveBlogUpdate: [
        {
          '@type': 'BlogPosting',
          headline: 'Schools shut in four districts.',
          url: '/news/7/cyclone-michaung-live#post-11',
        },
        { headline: 'The cyclone weakens over land.' },
        { headline: 'Landfall near Bapatla tonight.' },
      ],
    });
  });

  it('writes the authors and the corrected mark in Telugu on a Telugu page', async () => {
    const { container } = renderBlog(liveArticle('LIVE'), 'te');
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('#post-13 [data-live-author]')).toHaveTextContent('కావ్య రెడ్డి');
    expect(container.querySelector('#post-12 [data-live-corrected]')).toHaveTextContent(
      /కి సవరించారు$/,
    );
    expect(screen.getByRole('navigation', { name: 'ముఖ్య ఘట్టాలు' })).toBeVisible();
  });

  it("gives the reader script a paused blog's notices, its badge and an empty list of key events", async () => {
    const paused = liveArticle('PAUSED');
    paused.live.keyEvents = [];
    const { container } = renderBlog(paused);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Live coverage is paused. Updates will resume here.')).toBeVisible();
    // Each is there, hidden, for the script to show when the desk resumes or ends coverage.
    expect(container.querySelector('[data-live-status="ended"]')).not.toBeVisible();
    expect(container.querySelector('[data-live-badge]')).toHaveTextContent('Live');
    expect(container.querySelector('[data-live-badge]')).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Key events' })).toBeNull();
    const keys = container.querySelector('nav[data-live-keys]');
    expect(keys).not.toBeVisible();
    expect(keys?.querySelector('template[data-live-key-template]')).not.toBeNull();
  });

  it('reads an ended blog as an article with its posts: no badge, nothing kept live', async () => {
    const { container } = renderBlog(liveArticle('ENDED', null));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Live coverage has ended.')).toBeVisible();
    expect(screen.queryByText('Live', { exact: true })).toBeNull();
    expect(container.querySelector('[data-live-blog]')).toBeNull();
    expect(postTexts(container)).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Older updates' })).toBeNull();
  });

  it('shows an older page of posts without the pinned post, key events or the stream', async () => {
    const { container } = renderBlog(
      liveArticle('LIVE', null),
      'en',
      '/news/7/cyclone-michaung-live?before=13',
    );
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[data-live-blog]')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Key events' })).toBeNull();
    expect(postTexts(container)).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to the newest updates' })).toHaveAttribute(
      'href',
      '/news/7/cyclone-michaung-live#live-updates',
    );
  });
});
