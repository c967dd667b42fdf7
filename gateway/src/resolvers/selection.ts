import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected at `path` below the current field, through aliases, inline
 * fragments and named fragments. `@include`/`@skip` are not evaluated: a field they may leave
 * out still counts, so the answer is never missing something the client asked for.
 */
export function selectedFields(info: GraphQLResolveInfo, path: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (set: SelectionSetNode | undefined, depth: number) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (depth === path.length) found.add(selection.name.value);
        else if (selection.name.value === path[depth]) visit(selection.selectionSet, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, depth);
      } else {
        visit(info.fragments[selection.name.value]?.selectionSet, depth);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, 0);
  return found;
}
