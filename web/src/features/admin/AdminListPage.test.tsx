import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import {
  AdminArticlesDocument,
  ArticleAuthorsDocument,
  InReviewCountDocument,
} from '../../gql/graphql';
import { createHeadCollector, HeadCollectorContext } from '../../shared/head';
import { renderScreen } from '../../test/render';
import { editor, reporter } from './articleFormTesting';
import AdminListPage, { ADMIN_PAGE_SIZE } from './AdminListPage';

const row = (id: string, title: string, lead: boolean, overrides: object = {}) => ({
  __typename: 'Article',
  id,
  title,
  category: 'POLITICS',
  language: 'EN',
  status: 'PUBLISHED',
  createdAt: '2026-11-20T04:30:00.000Z',
  publishedAt: '2026-11-20T05:00:00.000Z',
  lead,
  viewerCanEdit: true,
  viewerCanDelete: true,
  author: { __typename: 'ArticleAuthor', id: '3', name: 'Kavya Reddy' },
  sentBack: null,
  ...overrides,
});

const listMock = (items: object[], variables: object = {}) => ({
  request: {
    query: AdminArticlesDocument,
    variables: {
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
      status: [],
      scheduled: null,
      search: null,
      language: null,
      authorId: null,
      ...variables,
    },
  },
  result: {
    data: {
      articles: { __typename: 'ArticlePage', totalItems: items.length, totalPages: 1, items },
    },
  },
});

/** The author filter's choices: the editor (2) and two reporters. */
const authorsMock = {
  request: { query: ArticleAuthorsDocument },
  result: {
    data: {
      articleAuthors: [
        { __typename: 'ArticleAuthor', id: '3', name: 'Kavya Reddy' },
        { __typename: 'ArticleAuthor', id: '5', name: 'Ravi Teja' },
        { __typename: 'ArticleAuthor', id: '2', name: 'Srinivas Varma' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** How many articles wait for review, for an editor's queue. */
const countMock = (totalItems: number) => ({
  request: { query: InReviewCountDocument },
  result: { data: { articles: { __typename: 'ArticlePage', totalItems } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderList(
  language: 'en' | 'te' = 'en',
  items = [row('1', 'Budget passed', true), row('2', 'Rain in the city', false)],
  user = editor,
) {
  const collector = createHeadCollector();
  renderScreen(
    <HeadCollectorContext.Provider value={collector}>
      <AdminListPage />
    </HeadCollectorContext.Provider>,
    {
      path: '/admin',
      user,
      language,
      mocks: [listMock(items), authorsMock, countMock(0)],
    },
  );
  return collector;
}

describe('The staff article list', () => {
  it('marks the lead story with a Lead badge', async () => {
    renderList();
    const lead = (await screen.findByText('Budget passed')).closest('tr')!;
    expect(within(lead).getByText('Lead')).toBeInTheDocument();
    const other = screen.getByText('Rain in the city').closest('tr')!;
    expect(within(other).queryByText('Lead')).not.toBeInTheDocument();
    expect(screen.getAllByText('Lead')).toHaveLength(1);
  });

  it("opens a reporter's own article in review (to withdraw it), not another's", async () => {
    const inReview = { status: 'IN_REVIEW', publishedAt: null, viewerCanEdit: false };
    renderList('en', [
      row('1', 'My story in review', false, { ...inReview, viewerCanDelete: true }),
      row('2', 'Their story in review', false, { ...inReview, viewerCanDelete: false }),
      row('3', 'Their published story', false, { viewerCanEdit: false, viewerCanDelete: false }),
    ]);
    expect(await screen.findByRole('link', { name: 'Edit My story in review' })).toHaveAttribute(
      'href',
      '/admin/edit/1',
    );
    expect(screen.queryByRole('link', { name: 'Edit Their story in review' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Their published story' })).toBeNull();
  });

  it('searches and filters by edition, kept in the address, and says when nothing matches', async () => {
    const { router } = renderScreen(<AdminListPage />, {
      path: '/admin',
      route: '/admin?status=draft',
      user: editor,
      mocks: [
        authorsMock,
        countMock(1),
        listMock([row('1', 'Budget passed', false)], { status: ['DRAFT'] }),
        listMock([row('2', 'Rain in the city', false)], { status: ['DRAFT'], search: 'rain' }),
        listMock([], { status: ['DRAFT'], search: 'rain', language: 'TE' }),
        listMock([row('3', 'Metro opens at six', false)], {
          status: ['PUBLISHED'],
          scheduled: true,
          search: 'rain',
          language: 'TE',
        }),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search titles and text' }),
      ' rain {Enter}',
    );
    expect(await screen.findByText('Rain in the city')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=draft&search=rain');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Edition' }), 'te');
    expect(await screen.findByText('No articles match these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=draft&search=rain&edition=te');
    expect(screen.getByRole('searchbox', { name: 'Search titles and text' })).toHaveValue('rain');
    // Scheduled: the published articles whose time is still ahead.
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All statuses',
      'Draft',
      'In review',
      'Scheduled',
      'Published',
    ]);
    await user.selectOptions(status, 'scheduled');
    expect(await screen.findByText('Metro opens at six')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=scheduled&search=rain&edition=te');
  });

  it('filters by author, kept in the address: Everyone, Mine, then who wrote', async () => {
    const { router } = renderScreen(<AdminListPage />, {
      path: '/admin',
      route: '/admin?status=in_review',
      user: editor,
      mocks: [
        authorsMock,
        countMock(1),
        listMock([row('1', 'Budget passed', false)], { status: ['IN_REVIEW'] }),
        listMock([row('4', 'Ward budget', false)], { status: ['IN_REVIEW'], authorId: '3' }),
        listMock([row('6', 'My own story', false)], { status: ['IN_REVIEW'], authorId: '2' }),
        listMock([row('1', 'Budget passed', false)], { status: ['IN_REVIEW'] }),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    const author = screen.getByRole('combobox', { name: 'Author' });
    await waitFor(() =>
      expect([...author.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'Everyone',
        'Mine',
        'Kavya Reddy',
        'Ravi Teja',
      ]),
    );
    await user.selectOptions(author, 'Kavya Reddy');
    expect(await screen.findByText('Ward budget')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=in_review&author=3');
    await user.selectOptions(author, 'Mine');
    expect(await screen.findByText('My own story')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=in_review&author=2');
    await user.selectOptions(author, 'Everyone');
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=in_review');
  });

  it('reads the author from the address, and says the filter in Telugu', async () => {
    renderScreen(<AdminListPage />, {
      path: '/admin',
      route: '/admin?author=5',
      user: editor,
      language: 'te',
      mocks: [
        authorsMock,
        countMock(0),
        listMock([row('8', 'Ravi story', false)], { authorId: '5' }),
      ],
    });
    expect(await screen.findByText('Ravi story')).toBeInTheDocument();
    const author = screen.getByRole('combobox', { name: te.admin.authorFilter });
    await waitFor(() => expect(author).toHaveValue('5'));
    expect(within(author).getByRole('option', { name: te.admin.authorAll })).toBeInTheDocument();
    expect(within(author).getByRole('option', { name: te.admin.authorMine })).toBeInTheDocument();
  });

  it('names a draft that has only text an untitled draft, and its actions by that, in both languages', async () => {
    const draft = { status: 'DRAFT', publishedAt: null, category: null };
    renderList('en', [row('7', '  ', false, draft)]);
    expect(await screen.findByText('Untitled draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Untitled draft' })).toHaveAttribute(
      'href',
      '/admin/edit/7',
    );
    expect(screen.getByRole('button', { name: 'Delete Untitled draft' })).toBeInTheDocument();
  });

  it('calls an untitled draft so in Telugu', async () => {
    renderList('te', [row('7', '', false, { status: 'DRAFT', publishedAt: null })]);
    expect(await screen.findByText(te.admin.untitled)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: te.admin.editItem.replace('{{title}}', te.admin.untitled) }),
    ).toBeInTheDocument();
  });

  it('says Lead in Telugu', async () => {
    renderList('te');
    const lead = (await screen.findByText('Budget passed')).closest('tr')!;
    expect(within(lead).getByText(te.admin.lead)).toBeInTheDocument();
  });

  it('keeps itself out of search engines, with its title', async () => {
    const collector = renderList();
    await screen.findByText('Budget passed');
    expect(collector.head).toMatchObject({ title: 'News | News Today', noindex: true });
    expect(document.title).toBe('News | News Today');
  });

  it("shows a draft an editor sent back as Sent back, with the note's first line", async () => {
    const draft = { status: 'DRAFT', publishedAt: null };
    const note = {
      __typename: 'ArticleNote',
      id: '40',
      text: 'Name the district in the headline.\nAnd check the water level.',
    };
    renderList(
      'en',
      [
        row('1', 'Godavari flood warning', false, { ...draft, sentBack: note }),
        row('2', 'Market reopens', false, draft),
      ],
      reporter,
    );
    const sent = (await screen.findByText('Godavari flood warning')).closest('tr')!;
    expect(within(sent).getByText('Sent back')).toBeInTheDocument();
    expect(within(sent).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(sent).getByText('Name the district in the headline.')).toBeInTheDocument();
    expect(within(sent).queryByText(/water level/)).not.toBeInTheDocument();
    const other = screen.getByText('Market reopens').closest('tr')!;
    expect(within(other).getByText('Draft')).toBeInTheDocument();
    expect(within(other).queryByText('Sent back')).not.toBeInTheDocument();
    // A reporter has no review queue.
    expect(screen.queryByRole('navigation', { name: 'Article lists' })).not.toBeInTheDocument();
  });

  it('says Sent back in Telugu', async () => {
    const note = { __typename: 'ArticleNote', id: '41', text: 'శీర్షికలో జిల్లా పేరు చేర్చండి.' };
    renderList(
      'te',
      [row('1', 'Godavari', false, { status: 'DRAFT', publishedAt: null, sentBack: note })],
      reporter,
    );
    const sent = (await screen.findByText('Godavari')).closest('tr')!;
    expect(within(sent).getByText(te.admin.sentBack)).toBeInTheDocument();
    expect(within(sent).getByText(note.text)).toBeInTheDocument();
  });

  it('gives an editor the In review queue with its count, and who wrote each article', async () => {
    const inReview = { status: 'IN_REVIEW', publishedAt: null };
    const ravi = { __typename: 'ArticleAuthor', id: '5', name: 'Ravi Teja' };
    const { router } = renderScreen(<AdminListPage />, {
      path: '/admin',
      route: '/admin?edition=en',
      user: editor,
      mocks: [
        authorsMock,
        countMock(2),
        listMock([row('1', 'Budget passed', false)], { language: 'EN' }),
        listMock(
          [
            row('4', 'Ward budget', false, inReview),
            row('5', 'Lake survey', false, { ...inReview, author: ravi }),
          ],
          { status: ['IN_REVIEW'], language: 'EN' },
        ),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Budget passed')).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Article lists' });
    expect(within(views).getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const queue = within(views).getByRole('link', { name: /^In review/ });
    await waitFor(() => expect(queue).toHaveAccessibleName('In review 2'));
    await user.click(queue);
    expect(await screen.findByText('Lake survey')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?edition=en&status=in_review');
    expect(queue).toHaveAttribute('aria-current', 'page');
    // The Author column says who wrote each one.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['Title', 'Author']);
    expect(within(screen.getByText('Lake survey').closest('tr')!).getByText('Ravi Teja'));
    expect(within(screen.getByText('Ward budget').closest('tr')!).getByText('Kavya Reddy'));
  });
});
