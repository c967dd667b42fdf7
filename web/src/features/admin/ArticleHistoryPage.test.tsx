import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ArticleHistoryDocument,
  RestoreRevisionDocument,
  RevisionPairDocument,
} from '../../gql/graphql';
import { renderScreen } from '../../test/render';
import ArticleHistoryPage from './ArticleHistoryPage';
import { changesOf } from './history/Difference';
import { editor } from './articleFormTesting';

const revision = (number: number, action: string, fields: string[], extra: object = {}) => ({
  __typename: 'ArticleRevision',
  number,
  action,
  fields,
  restoredFrom: null,
  createdAt: `2026-11-2${number}T05:00:00.000Z`,
  author: { __typename: 'ArticleAuthor', id: '2', name: 'Srinivas Varma' },
  ...extra,
});

const words = (number: number, title: string, content: string, category = 'POLITICS') => ({
  __typename: 'ArticleRevision',
  number,
  title,
  writtenSummary: null,
  content,
  category,
  language: 'EN',
});

const history = (revisions: object[], title = 'Budget passed in the assembly') => ({
  request: { query: ArticleHistoryDocument, variables: { id: '7' } },
  result: {
    data: {
      article: {
        __typename: 'Article',
        id: '7',
        title,
        language: 'EN',
        updatedAt: '2026-11-22T05:00:00.000Z',
        viewerCanEdit: true,
        revisions,
        auditTrail: [
          {
            __typename: 'AuditEntry',
            id: '31',
            action: 'SCHEDULE',
            detail: '2026-11-30T04:30:00.000Z',
            createdAt: '2026-11-22T05:00:00.000Z',
            user: { __typename: 'ArticleAuthor', name: 'Srinivas Varma' },
          },
          {
            __typename: 'AuditEntry',
            id: '30',
            action: 'SEND_BACK',
            detail: null,
            createdAt: '2026-11-21T05:00:00.000Z',
            user: { __typename: 'ArticleAuthor', name: 'Anita Rao' },
          },
        ],
      },
    },
  },
});

const twoVersions = [
  revision(2, 'EDIT', ['title', 'category']),
  revision(1, 'CREATE', ['title', 'summary', 'content', 'category', 'language', 'image']),
];

const pair = {
  request: { query: RevisionPairDocument, variables: { id: '7', from: 1, to: 2 } },
  result: {
    data: {
      from: words(1, 'Budget passed', 'The assembly met on Monday.'),
      to: words(2, 'Budget passed in the assembly', 'The assembly met on Monday.', 'BUSINESS'),
    },
  },
};

function renderHistory(mocks: object[], language: 'en' | 'te' = 'en') {
  return renderScreen(<ArticleHistoryPage />, {
    path: '/admin/history/:id',
    route: '/admin/history/7',
    user: editor,
    language,
    mocks: mocks as never,
  });
}

describe('ArticleHistoryPage', () => {
  it('lists the versions, who saved each and what changed, and the workflow moves', async () => {
    renderHistory([history(twoVersions), pair]);
    const section = await screen.findByRole('region', { name: 'Versions' });
    const versions = within(section).getAllByRole('list')[0]!;
    const items = within(versions).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Version 2 (current) · Edited');
    expect(items[0]).toHaveTextContent('Changed: title, category');
    expect(items[0]).toHaveTextContent('Srinivas Varma');
    expect(items[1]).toHaveTextContent('Version 1 · Written');
    // The current version is what a restore would make anew: no button for it.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Restore version 1' })).toBeEnabled();

    const trail = within(screen.getByRole('region', { name: 'Workflow' })).getByRole('list');
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Scheduled for .*30.*Srinivas Varma/),
      expect.stringMatching(/^Sent back to its authorAnita Rao/),
    ]);
  });

  it('shows the words added and removed between two versions, and the category change', async () => {
    renderHistory([history(twoVersions), pair]);
    await screen.findByText('Category: Politics → Business');
    const added = [...document.querySelectorAll('ins')].map((e) => e.textContent);
    expect(added).toEqual(['Added: in the assembly']);
    expect(screen.getByText('Category: Politics → Business')).toBeInTheDocument();
    // The unchanged text is not shown as a change.
    expect(screen.queryByText('text')).toBeNull();
    expect(document.querySelector('del')).toBeNull();
  });

  it('restores an older version after asking, then shows the new history', async () => {
    const user = userEvent.setup();
    const after = [
      revision(3, 'RESTORE', ['title', 'category'], { restoredFrom: 1 }),
      ...twoVersions,
    ];
    renderHistory([
      history(twoVersions),
      pair,
      {
        request: {
          query: RestoreRevisionDocument,
          variables: { id: '7', number: 1, updatedAt: '2026-11-22T05:00:00.000Z' },
        },
        result: {
          data: {
            restoreArticleRevision: {
              __typename: 'Article',
              id: '7',
              title: 'Budget passed',
              content: 'The assembly met on Monday.',
              writtenSummary: null,
              summary: 'The assembly met on Monday.',
              category: 'POLITICS',
              updatedAt: '2026-11-23T05:00:00.000Z',
            },
          },
        },
      },
      history(after, 'Budget passed'),
      {
        request: { query: RevisionPairDocument, variables: { id: '7', from: 2, to: 3 } },
        result: {
          data: {
            from: words(2, 'Budget passed in the assembly', 'The assembly met on Monday.'),
            to: words(3, 'Budget passed', 'The assembly met on Monday.'),
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('version 1');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 1 restored.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
        'Version 3 (current) · Version 1 restored',
      ),
    );
  });

  it('says when the restore fails and keeps the history', async () => {
    const user = userEvent.setup();
    renderHistory([
      history(twoVersions),
      pair,
      {
        request: {
          query: RestoreRevisionDocument,
          variables: { id: '7', number: 1, updatedAt: '2026-11-22T05:00:00.000Z' },
        },
        error: new Error('network down'),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The version could not be restored.',
    );
    expect(screen.getByText(/Version 2 \(current\)/)).toBeInTheDocument();
  });

  it('speaks Telugu', async () => {
    renderHistory([history(twoVersions), pair], 'te');
    expect(await screen.findByRole('heading', { level: 1, name: 'చరిత్ర' })).toBeInTheDocument();
    expect(screen.getByText(/సంస్కరణ 2 \(ప్రస్తుతం\) · మార్చినది/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'సంస్కరణ 1ను తిరిగి తెచ్చు' })).toBeInTheDocument();
  });

  it('marks Telugu changes by whole words', () => {
    const changes = changesOf('వరద నీరు తగ్గింది', 'వరద నీరు పెరిగింది', 'te');
    expect(changes.filter((c) => c.removed).map((c) => c.value)).toEqual(['తగ్గింది']);
    expect(changes.filter((c) => c.added).map((c) => c.value)).toEqual(['పెరిగింది']);
  });
});
