import { Type } from 'typebox';
import { CATEGORIES, LIMITS } from '../../domain.js';
import { PageQuery, Pagination, Timestamp } from '../../lib/schemas.js';

export const Category = Type.Enum([...CATEGORIES], { description: 'One of the seven categories.' });

export const Article = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'The body text; paragraphs are separated by a blank line.' }),
  category: Category,
  mediaUrl: Type.String({
    description: 'The image: an http(s) URL or a path on this site, in normal form.',
  }),
  createdAt: Timestamp('The article date (publication time).'),
  updatedAt: Timestamp('When the article was last changed.'),
  author: Type.Object({
    id: Type.Union([Type.Integer(), Type.Null()], {
      description: "The author's user id; null once that account is deleted.",
    }),
    name: Type.String({ description: "The author's full name." }),
  }),
});

export const ArticleListQuery = Type.Object({
  ...PageQuery,
  Search: Type.Optional(
    Type.String({
      maxLength: LIMITS.searchMax,
      description:
        'Words to find in the title or content (English or Telugu); every word must match, each as the start of a word.',
    }),
  ),
  Filter: Type.Optional(
    Type.Enum(['', ...CATEGORIES], { description: 'Only this category; empty for all.' }),
  ),
  Fields: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Comma-separated article fields to return (id, title, content, category, mediaUrl, createdAt, updatedAt, author); all when empty.',
    }),
  ),
  SortBy: Type.Optional(
    Type.String({
      maxLength: 50,
      description:
        '`desc` (newest first, the default) or `asc` by date, or `title`, `category`, `createdAt`, each optionally followed by `:asc` or `:desc`.',
    }),
  ),
});

export const ArticlePage = Type.Object({
  data: Type.Array(Type.Partial(Article)),
  pagination: Pagination,
});

const articleFields = {
  title: Type.String({ minLength: 1, maxLength: LIMITS.titleMax }),
  content: Type.String({ minLength: 1, maxLength: LIMITS.contentMax }),
  category: Category,
  mediaUrl: Type.String({
    minLength: 1,
    maxLength: LIMITS.mediaUrlMax,
    description:
      'An http(s) URL written with http:// or https:// and a host (no user name or password), or a path on this site starting with a single / (such as /media/...). Stored in normal form: `..` resolved, and quotes, spaces, < and > percent-encoded.',
  }),
  date: Type.Optional(
    Type.String({
      format: 'date',
      description: 'yyyy-mm-dd: the article date. Defaults to now.',
    }),
  ),
  author: Type.Optional(
    Type.String({
      maxLength: LIMITS.authorMax,
      description: 'Accepted for the spec’s form and ignored: the author is the logged-in user.',
    }),
  ),
};

export const ArticleCreateBody = Type.Object(articleFields, { additionalProperties: false });
export const ArticlePatchBody = Type.Partial(Type.Object(articleFields), {
  additionalProperties: false,
});
