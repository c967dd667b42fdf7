import { graphql } from '../../../gql';
import type { ArticleHistoryQuery as ArticleHistoryData } from '../../../gql/graphql';

export const ArticleHistoryQuery = graphql(`
  query ArticleHistory($id: ID!) {
    article(id: $id) {
      id
      title
      language
      updatedAt
      viewerCanEdit
      revisions {
        number
        action
        fields
        restoredFrom
        createdAt
        author {
          id
          name
        }
      }
      auditTrail {
        id
        ...AuditMove_entry
      }
    }
  }
`);

export const RevisionPairQuery = graphql(`
  query RevisionPair($id: ID!, $from: Int!, $to: Int!) {
    from: articleRevision(articleId: $id, number: $from) {
      ...RevisionWords_revision
    }
    to: articleRevision(articleId: $id, number: $to) {
      ...RevisionWords_revision
    }
  }
`);

graphql(`
  fragment RevisionWords_revision on ArticleRevision {
    number
    title
    writtenSummary
    content
    category
    language
  }
`);

export const AuditMoveFragment = graphql(`
  fragment AuditMove_entry on AuditEntry {
    action
    detail
    createdAt
    user {
      name
    }
  }
`);

export const RestoreRevisionMutation = graphql(`
  mutation RestoreRevision($id: ID!, $number: Int!, $updatedAt: DateTime) {
    restoreArticleRevision(id: $id, number: $number, updatedAt: $updatedAt) {
      id
      title
      content
      writtenSummary
      summary
      category
      updatedAt
    }
  }
`);

export type Revision = NonNullable<ArticleHistoryData['article']>['revisions'][number];
