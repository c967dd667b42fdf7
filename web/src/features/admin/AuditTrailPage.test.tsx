import { screen, within } from '@testing-library/react';
import { PAGING } from '@news/contract';
import { describe, expect, it } from 'vitest';
import { AuditTrailDocument } from '../../gql/graphql';
import { renderScreen } from '../../test/render';
import AuditTrailPage from './AuditTrailPage';
import { editor } from './articleFormTesting';

const entry = (id: string, articleId: string, action: string, title: string) => ({
  __typename: 'AuditEntry',
  id,
  articleId,
  articleTitle: title,
  language: 'EN',
  action,
  detail: null,
  createdAt: '2026-11-22T05:00:00.000Z',
  user: { __typename: 'ArticleAuthor', name: 'Admin User' },
});

const trail = (items: object[]) => ({
  request: { query: AuditTrailDocument, variables: { page: 1, pageSize: PAGING.staffPageSize } },
  result: {
    data: {
      auditTrail: { __typename: 'AuditPage', items, totalItems: items.length, totalPages: 1 },
    },
  },
});

describe('AuditTrailPage', () => {
  it('lists every move with who and when, linking articles that still exist', async () => {
    renderScreen(<AuditTrailPage />, {
      path: '/admin/audit',
      user: { ...editor, role: 'admin' },
      mocks: [
        trail([
          entry('3', '9', 'DELETE', 'Old story'),
          entry('2', '9', 'PUBLISH', 'Old story'),
          entry('1', '4', 'SUBMIT', 'Rain in the city'),
        ]),
      ],
    });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Deleted for good',
      'Published',
      'Submitted for review',
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'Rain in the city' })).toHaveAttribute(
      'href',
      '/admin/history/4',
    );
    // A deleted article has no history page: its title is not a link.
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    renderScreen(<AuditTrailPage />, {
      path: '/admin/audit',
      user: { ...editor, role: 'admin' },
      language: 'te',
      mocks: [trail([])],
    });
    expect(
      await screen.findByText('ఇంకా ఏదీ సమీక్షకు పంపలేదు, ప్రచురించలేదు, తొలగించలేదు.'),
    ).toBeInTheDocument();
  });
});
