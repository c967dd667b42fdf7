import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Each top-level field costs at most one REST call (nested fields come with their parent), so
 * capping them caps what one request can ask of the REST API.
 */
export const MAX_ROOT_FIELDS = 20;

function countRootFields(
  context: ValidationContext,
  set: SelectionSetNode,
  seen: Set<string>,
): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.name.value.startsWith('__')) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countRootFields(context, selection.selectionSet, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countRootFields(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

/** Refuses subscriptions (none are offered) and operations with too many top-level fields. */
export function operationLimits(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation === OperationTypeNode.SUBSCRIPTION) {
        context.reportError(new GraphQLError('Subscriptions are not offered.', { nodes: [node] }));
        return;
      }
      const count = countRootFields(context, node.selectionSet, new Set());
      if (count > MAX_ROOT_FIELDS) {
        context.reportError(
          new GraphQLError(
            `An operation may ask for at most ${MAX_ROOT_FIELDS} top-level fields; this one asks for ${count}. Split it into several.`,
            { nodes: [node] },
          ),
        );
      }
    },
  };
}
