import { ARTICLE_FIELDS, type ArticleField } from '@news/contract';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected at `path` below the current field, through aliases, inline
 * fragments and named fragments. `@include`/`@skip` are not evaluated: a field they may leave
 * out still counts, so the answer is never missing something the client asked for.
 *
 * Each named fragment is walked at most once per depth, however many times it is spread, so
 * the walk is linear in the document's size; it keeps its own stack, so no chain of fragments
 * can overflow the call stack.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  const found = new Set<string>();
  const walked = new Set<string>();
  const stack: [SelectionSetNode | undefined, number][] = info.fieldNodes.map((node) => [
    node.selectionSet,
    0,
  ]);
  while (stack.length > 0) {
    const [set, depth] = stack.pop()!;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (depth === path.length) found.add(selection.name.value);
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

/**
 * GraphQL Article fields made from REST fields of other names: `translation` is looked up by
 * `translationId`, `summary` is the written summary or else the excerpt the api keeps (never the
 * whole `content`), `writtenSummary` is REST `summary`, and `slug` is made from the `title`.
 */
const REST_ARTICLE_FIELDS: Readonly<Record<string, readonly ArticleField[]>> = {
  translation: ['translationId'],
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
