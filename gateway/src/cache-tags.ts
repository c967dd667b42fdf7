/*
 * The entities a reader's answer shows and a write touches, as tags of the reader cache
 * (reader-cache/): `Article:42`, `User:7` (an author), `Articles` (which articles a list of
 * both editions shows: search, author pages), `Articles:en` and `Articles:te` (a list of one
 * edition: its home page, related stories, its feed), `Articles:en/sports` (a list of one
 * category: its page and feed; `Articles/sports` for both editions) and `Article` (every article:
 * the sitemaps, whose addresses carry every headline); `Alerts`: every reader page (its strip).
 */
import { Category, CATEGORY_NAMES, Language } from '@news/contract';
import {
  defaultFieldResolver,
  getNamedType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { RestRequest } from './upstream.js';

export const LISTS = 'Articles';
/** What shows the breaking-news alerts: every reader page. */
export const ALERTS = 'Alerts';
export const EVERY_ARTICLE = 'Article';
export const articleTag = (id: number | string) => `Article:${id}`;
export const userTag = (id: number | string) => `User:${id}`;
/** A category as a tag spells it (`sports`), from the REST name or the GraphQL one; else null. */
function categoryKey(category: unknown): string | null {
  if (typeof category !== 'string') return null;
  const name = category.toUpperCase();
  return Object.hasOwn(Category, name) ? name.toLowerCase() : null;
}
/** The lists of one edition or of both, of one category or of all. */
export const listTag = (language?: string | null, category?: unknown) => {
  const lists = language ? `${LISTS}:${language.toLowerCase()}` : LISTS;
  const key = categoryKey(category);
  return key ? `${lists}/${key}` : lists;
};
const EDITIONS = [null, ...Object.values(Language)];
/** An edition's (or both editions') lists of every category and of each. */
const listsOf = (language: string | null) => [
  listTag(language),
  ...CATEGORY_NAMES.map((category) => listTag(language, category)),
];
const EVERY_LIST = EDITIONS.flatMap(listsOf);

/** Where a read collects the tags of what it answers. */
export interface Tagged {
  cacheTags?: Set<string>;
}

/** The tag of each type whose records carry the entity's id. */
const ENTITY_TYPES: Record<string, (id: string | number) => string> = {
  Article: articleTag,
  Author: userTag,
  ArticleAuthor: userTag,
};

/** Query fields that read an article by its `id`, tagged with it even when there is none. */
const BY_ID = new Set(['article', 'articleRemoved']);

/** Fields whose answer is a list that a newly published article may join. */
const LIST_FIELDS = new Set([
  'Query.articles',
  'Query.frontPage',
  'Query.author',
  'Article.related',
]);
/**
 * The edition a list is of: a `language` argument, or for related stories their article's own
 * (the api picks them in its language); null for both editions. And its category, if one.
 */
const EDITION_OF: Record<
  string,
  (source: unknown, args: Record<string, unknown>) => { edition?: unknown; category?: unknown }
> = {
  'Query.articles': (_, args) => ({ edition: args.language, category: args.category }),
  'Query.frontPage': (_, args) => ({ edition: args.language }),
  'Article.related': (source) => ({
    edition: (source as { language?: unknown } | null)?.language,
  }),
};

function tagRecords(tags: Set<string>, tagOf: (id: string | number) => string, value: unknown) {
  if (Array.isArray(value)) {
    for (const item of value) tagRecords(tags, tagOf, item);
    return;
  }
  const id = (value as { id?: unknown } | null | undefined)?.id;
  if (typeof id === 'number' || typeof id === 'string') tags.add(tagOf(id));
}

/**
 * Wraps the resolvers of every field that answers an entity or a list of articles, so that an
 * execution whose context has `cacheTags` collects the tags of what it shows. An article asked
 * for by id is tagged with that id even when there is none (yet) to show.
 */
export function tagSchema(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const tagOf = ENTITY_TYPES[getNamedType(field.type).name];
      const list = LIST_FIELDS.has(`${type.name}.${field.name}`);
      const editionOf = EDITION_OF[`${type.name}.${field.name}`];
      const byId = type.name === 'Query' && BY_ID.has(field.name);
      if (!tagOf && !list && !byId) continue;
      const resolve: GraphQLFieldResolver<unknown, Tagged> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args: Record<string, unknown>, context: Tagged, info) => {
        const tags = context?.cacheTags;
        if (!tags) return resolve(source, args, context, info);
        if (list) {
          const { edition, category } = editionOf?.(source, args) ?? {};
          tags.add(listTag(typeof edition === 'string' ? edition : null, category));
        }
        if (byId && (typeof args.id === 'string' || typeof args.id === 'number')) {
          tags.add(articleTag(args.id));
        }
        const answer = resolve(source, args, context, info);
        if (!tagOf) return answer;
        if (answer instanceof Promise) {
          return answer.then((value: unknown) => {
            tagRecords(tags, tagOf, value);
            return value;
          });
        }
        tagRecords(tags, tagOf, answer);
        return answer;
      };
    }
  }
  return schema;
}

/** Article fields whose change may move the article into or out of a list. */
const LIST_FIELDS_OF_ARTICLE = ['status', 'publishAt', 'date', 'language', 'category', 'lead'];

/**
 * The tags a write to the REST API touched, from its request and answer: an article's own
 * pages (and its translation's, which link to it), every list when it may join or leave one,
 * an author's pages. Reads and writes readers never see (notes, sessions, links) touch none.
 */
export function tagsOfWrite(req: RestRequest, answer: unknown): string[] {
  if (req.method === 'GET') return [];
  const record = (answer ?? {}) as {
    id?: unknown;
    translationId?: unknown;
    language?: unknown;
    category?: unknown;
  };
  const path = req.path.replace(/^\/+/, '');
  // A live blog shows on its article's page, its status also on its cards: each list that
  // shows the article is tagged with it.
  const live = /^Articles\/(\d+)\/Live(?:\/|$)/.exec(path);
  if (live) return [articleTag(live[1]!)];
  const article = /^Articles(?:\/(\d+))?(?:\/(.*))?$/.exec(path);
  if (article) {
    const [, id, rest] = article;
    if (rest?.startsWith('Notes')) return [];
    const tags = [EVERY_ARTICLE];
    const ids = [id, record.id, record.translationId].filter(
      (v): v is string | number => typeof v === 'string' || typeof v === 'number',
    );
    tags.push(...ids.map(articleTag));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const content =
      req.method === 'PATCH' && !LIST_FIELDS_OF_ARTICLE.some((f) => body[f] !== undefined);
    if (content) return tags;
    // Its edition is known when it is new, or changed in place; a move to the other edition (or
    // a restored version) may leave the old edition's lists, whose later pages shift too.
    const sameEdition =
      (req.method === 'POST' && id === undefined) ||
      (req.method === 'PATCH' && rest === undefined && body.language === undefined);
    const language = sameEdition ? record.language : undefined;
    if (typeof language !== 'string') return [...tags, ...EVERY_LIST];
    // Its category's lists too, or every category's when a change may have moved it out of one.
    const recategorized = req.method === 'PATCH' && body.category !== undefined;
    const category = recategorized ? null : categoryKey(record.category);
    if (category === null) return [...tags, ...listsOf(null), ...listsOf(language)];
    return [
      ...tags,
      ...[null, language].flatMap((edition) => [listTag(edition), listTag(edition, category)]),
    ];
  }
  if (/^Alerts(\/|$)/.test(path)) return [ALERTS];
  const user = /^User\/(\d+)$/.exec(path);
  if (user && (req.method === 'PUT' || req.method === 'DELETE')) {
    return [userTag(user[1]!), ...EVERY_LIST, EVERY_ARTICLE];
  }
  return [];
}
