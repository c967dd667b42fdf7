import {
  AccountLinkPurpose,
  ARTICLE_FIELDS,
  ArticleSort,
  ArticleStatus,
  CATEGORY_NAMES,
  Category,
  ImageFormat,
  Language,
  Role,
  UserSort,
} from '@news/contract';
import { graphql, isEnumType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restArticleFields } from '../src/resolvers/selection.js';
import { buildSchema } from '../src/schema.js';

/** schema.graphql is the GraphQL source and @news/contract the source for the other tiers. */
const schema = buildSchema();

const CONTRACT_ENUMS: [string, Readonly<Record<string, string>>][] = [
  ['Category', Category],
  ['Role', Role],
  ['Language', Language],
  ['ArticleStatus', ArticleStatus],
  ['ArticleSort', ArticleSort],
  ['UserSort', UserSort],
  ['ImageFormat', ImageFormat],
  ['AccountLinkPurpose', AccountLinkPurpose],
];

describe("schema.graphql's enums and the contract", () => {
  it.each(CONTRACT_ENUMS)('%s has the contract’s values, in its order', (name, contract) => {
    const type = schema.getType(name);
    expect(isEnumType(type), `${name} is an enum in schema.graphql`).toBe(true);
    if (!isEnumType(type)) return;
    expect(type.getValues().map((v) => v.name)).toEqual(Object.keys(contract));
  });

  // The wiring: the schema is built with the contract's maps as the enums' internal values, so a
  // resolver receives `Politics`, not `POLITICS`.
  it.each(CONTRACT_ENUMS)('%s values stand for the contract’s REST spellings', (name, contract) => {
    const type = schema.getType(name);
    if (!isEnumType(type)) throw new Error(`${name} is not an enum`);
    expect(Object.fromEntries(type.getValues().map((v) => [v.name, v.value]))).toEqual(contract);
  });

  it('the categories query answers the contract’s home-page order', async () => {
    const result = await graphql({ schema, source: '{ categories }' });
    expect(result).toEqual({ data: { categories: CATEGORY_NAMES } });
  });

  it('every REST article field is asked for when a client selects every Article field', () => {
    const article = schema.getType('Article');
    if (!isObjectType(article)) throw new Error('Article is not an object type');
    const selected = Object.keys(article.getFields());
    expect([...restArticleFields(selected)].sort()).toEqual([...ARTICLE_FIELDS].sort());
  });
});
