import { Type, type Static } from 'typebox';
import { FRONT_PAGE, LANGUAGES, RELATED } from '../../../domain.js';
import { Article, Category, summaryFields } from './common.js';

/* The reader pages' lists: the front page (`GET /Front`) and "read next" (`GET /Articles/{id}/Related`). */

export const FrontQuery = Type.Object({
  Language: Type.Optional(
    Type.Enum(['', ...LANGUAGES], {
      description: 'The edition (`en` or `te`); empty or left out for both.',
    }),
  ),
  Latest: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FRONT_PAGE.latestMax,
      default: FRONT_PAGE.latest,
      description: `How many of the newest stories follow the lead (1 to ${FRONT_PAGE.latestMax}; ${FRONT_PAGE.latest} when left out).`,
    }),
  ),
  PerCategory: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FRONT_PAGE.perCategoryMax,
      default: FRONT_PAGE.perCategory,
      description: `How many of each category's newest stories (1 to ${FRONT_PAGE.perCategoryMax}; ${FRONT_PAGE.perCategory} when left out).`,
    }),
  ),
  Fields: summaryFields('Fields'),
});

export const Front = Type.Object({
  lead: Type.Unsafe<Partial<Static<typeof Article>> | null>({
    ...Type.Partial(Article),
    type: ['object', 'null'],
    description:
      'The newest story an editor marked as lead in the edition, else the newest story; null when readers may see none.',
  }),
  latest: Type.Array(Type.Partial(Article), {
    description:
      'The newest stories after the lead (the lead left out), newest first: `Latest` of them.',
  }),
  totalItems: Type.Integer({
    description:
      'How many stories readers may see in the edition, up to 1000: the total of `GET /Articles` with the same `Language`.',
  }),
  sections: Type.Array(
    Type.Object({
      category: Category,
      articles: Type.Array(Type.Partial(Article), {
        description: "The category's newest stories (the lead left out), newest first.",
      }),
    }),
    {
      description:
        "Each category's block in the home page's order (Politics, Sports, Entertainment, Business, Technology, Environment, Announcement); a category with no story is left out.",
    },
  ),
});

export const RelatedQuery = Type.Object({
  Limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: RELATED.limitMax,
      default: RELATED.limit,
      description: `How many stories (1 to ${RELATED.limitMax}; ${RELATED.limit} when left out).`,
    }),
  ),
  Fields: summaryFields('Fields'),
});

export const RelatedArticles = Type.Object({
  data: Type.Array(Type.Partial(Article)),
});
