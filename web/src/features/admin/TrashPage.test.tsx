import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGING } from '@news/contract';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import {
  DeleteArticleForeverDocument,
  RestoreArticleDocument,
  TrashedArticlesDocument,
} from '../../gql/graphql';
import { renderScreen } from '../../test/render';
import TrashPage from './TrashPage';
import { editor, reporter } from './articleFormTesting';

const trashed = (id: string, title: string, language = 'EN') => ({
  __typename: 'TrashedArticle',
  id,
  title,
  language,
  trashedAt: '2026-11-22T05:00:00.000Z',
  purgeAt: '2026-12-22T05:00:00.000Z',
  trashedBy: { __typename: 'ArticleAuthor', name: 'Srinivas Varma' },
});

const trash = (items: object[]) => ({
  request: {
    query: TrashedArticlesDocument,
    variables: { page: 1, pageSize: PAGING.staffPageSize },
  },
  result: {
    data: {
      trashedArticles: {
        __typename: 'TrashedArticlePage',
        items,
        totalItems: items.length,
        totalPages: items.length === 0 ? 0 : 1,
      },
    },
  },
});

const story = trashed('9', 'Ferry service resumes');

describe('TrashPage', () => {
  it('lists deleted stories; an editor restores one, and it leaves the list', async () => {
    renderScreen(<TrashPage />, {
      path: '/admin/trash',
      user: editor,
      mocks: [
        trash([story, trashed('8', 'వరద నీరు తగ్గింది', 'TE')]),
        {
          request: { query: RestoreArticleDocument, variables: { id: '9' } },
          result: { data: { restoreArticle: { __typename: 'Article', id: '9' } } },
        },
        trash([trashed('8', 'వరద నీరు తగ్గింది', 'TE')]),
      ],
    });
    const row = (await screen.findByRole('cell', { name: 'Ferry service resumes' })).closest('tr')!;
    expect(within(row).getByText('English')).toBeInTheDocument();
    expect(within(row).getByText('Srinivas Varma')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'వరద నీరు తగ్గింది' })).toHaveAttribute('lang', 'te');
    // Deleting forever is for admins.
    expect(screen.queryByRole('button', { name: /forever/ })).toBeNull();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Restore Ferry service resumes' }),
    );
    await screen.findByText('The story is back at its address.');
    expect(screen.queryByRole('cell', { name: 'Ferry service resumes' })).toBeNull();
  });

  it('lets an admin delete forever, after a confirm', async () => {
    renderScreen(<TrashPage />, {
      path: '/admin/trash',
      user: { ...editor, role: 'admin' },
      mocks: [
        trash([story]),
        {
          request: { query: DeleteArticleForeverDocument, variables: { id: '9' } },
          result: { data: { deleteArticleForever: '9' } },
        },
        trash([]),
      ],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Ferry service resumes forever' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Delete this story forever? It cannot be brought back.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
  });

  it('says the trash is empty, in Telugu too', async () => {
    renderScreen(<TrashPage />, {
      path: '/admin/trash',
      user: editor,
      language: 'te',
      mocks: [trash([])],
    });
    expect(await screen.findByText(te.trash.empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(te.trash.title);
  });

  it('tells a reporter the trash is for editors and admins, asking nothing', async () => {
    renderScreen(<TrashPage />, { path: '/admin/trash', user: reporter, mocks: [] });
    expect(
      await screen.findByText('Only editors and admins can open the trash.'),
    ).toBeInTheDocument();
  });
});
