import { ARTICLE_FIELDS, type ArticleField } from '@news/contract';
import {
  getArgumentValues,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { relatedLimit } from './input.js';

/**
 * The field nodes selected at `path` below the current field, through aliases, inline fragments
 * and named fragments. `@include`/`@skip` are not evaluated: a field they may leave out still
 * counts, so the answer is never missing something the client asked for.
 *
 * Each named fragment is walked at most once per depth, however many times it is spread, so
 * the walk is linear in the document's size; it keeps its own stack, so no chain of fragments
 * can overflow the call stack.
 */
export function selectedFieldNodes(info: GraphQLResolveInfo, path: readonly string[]): FieldNode[] {
  const found: FieldNode[] = [];
  const walked = new Set<string>();
  const stack: [SelectionSetNode | undefined, number][] = info.fieldNodes.map((node) => [
    node.selectionSet,
    0,
  ]);
  while (stack.length > 0) {
    const [set, depth] = stack.pop()!;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (depth === path.length) found.push(selection);
        else if (selection.name.value === path[depth])
          stack.push([selection.selectionSet, depth + 1]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        stack.push([selection.selectionSet, depth]);
      } else {
        const key = `${depth}:${selection.name.value}`;
        if (walked.has(key)) continue;
        walked.add(key);
        stack.push([info.fragments[selection.name.value]?.selectionSet, depth]);
      }
    }
  }
  return found;
}

/** The names of the fields selected at `path` below the current field (selectedFieldNodes). */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  return new Set(selectedFieldNodes(info, path).map((node) => node.name.value));
}

/** What `article(id)` asks the api for in the same call as the article itself. */
export interface ArticleIncludes {
  translation: boolean;
  /** The most stories any `related` selection asks for, and the fields of all of them. */
  related?: { limit: number; fields: ArticleField[] };
}

/**
 * The article's own request brings along what the selection will ask for next: its translation
 * and the stories to read next. Undefined when it selects neither (the article alone). A
 * `related` whose limit is not valid is left for its resolver to refuse.
 */
export function articleIncludes(info: GraphQLResolveInfo): ArticleIncludes | undefined {
  const nodes = selectedFieldNodes(info, []);
  const translation = nodes.some((node) => node.name.value === 'translation');
  const articleType = info.schema.getType('Article');
  const definition = isObjectType(articleType) ? articleType.getFields().related : undefined;
  let limit = 0;
  for (const node of nodes) {
    if (node.name.value !== 'related' || !definition) continue;
    try {
      const args = getArgumentValues(definition, node, info.variableValues) as {
        limit?: number | null;
      };
      limit = Math.max(limit, relatedLimit(args.limit));
    } catch {
      // Refused by the field itself, by name.
    }
  }
  if (!translation && limit === 0) return undefined;
  return {
    translation,
    ...(limit > 0
      ? { related: { limit, fields: restArticleFields(selectedFields(info, ['related'])) } }
      : {}),
  };
}

/**
 * GraphQL Article fields made from REST fields of other names: `translation` is looked up by
 * `translationId`, `summary` is the written summary or else the excerpt the api keeps (never the
 * whole `content`), `writtenSummary` is REST `summary`, `slug` is made from the `title`, and
 * `sentBack` is asked only for a draft.
 */
const REST_ARTICLE_FIELDS: Readonly<Record<string, readonly ArticleField[]>> = {
  translation: ['translationId'],
  sentBack: ['status'],
  summary: ['summary', 'excerpt'],
  writtenSummary: ['summary'],
  slug: ['title'],
};

/**
 * The REST `Fields` an article selection needs: fields of the same name, and the REST fields
 * behind a derived or renamed one.
 */
export function restArticleFields(selected: Iterable<string>): ArticleField[] {
  const known = new Set<string>(ARTICLE_FIELDS);
  const fields = new Set<ArticleField>();
  for (const name of selected) {
    const rest = REST_ARTICLE_FIELDS[name];
    if (rest) for (const field of rest) fields.add(field);
    else if (known.has(name)) fields.add(name as ArticleField);
  }
  return [...fields];
}
