import { graphql } from '../../../gql';

/** What the article form edits, and what the viewer may do with the article. */
export const ArticleFormFragment = graphql(`
  fragment ArticleForm_article on Article {
    id
    title
    content
    body
    category
    language
    ...ArticleImage_article
    imageCaption
    imageCredit
    writtenSummary
    lead
    status
    createdAt
    updatedAt
    publishedAt
    author {
      id
      name
    }
    translation {
      ...TranslationPicker_article
    }
    viewerCanEdit
    viewerCanPublish
    notes {
      ...ReviewNote_note
    }
  }
`);

export const EditArticleQuery = graphql(`
  query EditArticle($id: ID!) {
    article(id: $id) {
      ...ArticleForm_article
    }
  }
`);

/** For a new article: whether the signed-in account may publish (an editor's or admin's). */
export const ArticleFormViewerQuery = graphql(`
  query ArticleFormViewer {
    me {
      id
      canPublish
    }
  }
`);

export const CreateArticleMutation = graphql(`
  mutation CreateArticle($input: CreateArticleInput!) {
    createArticle(input: $input) {
      ...ArticleForm_article
    }
  }
`);

export const UpdateArticleMutation = graphql(`
  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {
    updateArticle(id: $id, input: $input) {
      ...ArticleForm_article
    }
  }
`);
