import type { ApolloServerPlugin } from '@apollo/server';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getVariableValues,
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldMap,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { CATEGORIES, FRONT_PAGE, LIMITS, RELATED } from '@news/contract';
import type { Context } from './context.js';
import { tooComplex, type LimitName } from './errors.js';

/**
 * What one GraphQL operation may ask of the gateway. Every check is linear in the size of the
 * document: each fragment is weighed once per operation, however often it is spread, and the
 * token limit (checked while parsing, before anything else) bounds every walk's depth.
 */
export interface OperationLimits {
  /** Lexical tokens in the document. */
  maxTokens: number;
  /** Nesting of fields, fragments flattened. */
  maxDepth: number;
  /** Aliased fields, fragments expanded. */
  maxAliases: number;
  /** Selections (fields and fragments), fragments and aliases expanded. */
  maxFields: number;
  /** Top-level fields: each costs at most one REST call. */
  maxRootFields: number;
  /** Row fields: a list's pageSize times the weight of the fields asked of each row, summed. */
  maxRows: number;
}

export const DEFAULT_LIMITS: OperationLimits = Object.freeze({
  maxTokens: 1000,
  maxDepth: 12,
  maxAliases: 30,
  maxFields: 300,
  maxRootFields: 20,
  maxRows: 10_000,
});

/**
 * Article bodies are the long fields: a list of 1000 asking for `content` (or `body`) weighs as much as
 * a list of 1000 asking for ten short fields. A `translation` is one more article looked up by
 * id for each row, a REST call of its own (a few milliseconds each): a page of 100 may ask for
 * translations, a page of 200 may not, so one operation makes at most about 200 such lookups.
 * `related` is a call of its own per row too (except under `article(id)`, which brings it), and
 * its stories weigh as rows. An image's `variants` weigh nothing extra: at most eight small
 * records (four widths in two formats), about a kilobyte a row, in the article's own REST
 * answer, at no call of their own.
 */
const FIELD_WEIGHTS: Record<string, number> = {
  content: 10,
  body: 10,
  translation: 50,
  related: 50,
  // An article's live blog, and a page of its posts: each one more request per row.
  live: 50,
  posts: 50,
};
const weightOf = (name: string) => FIELD_WEIGHTS[name] ?? 1;

/** The list argument whose value multiplies what is asked of each row, and its largest value. */
const PAGE_SIZE_ARG = 'pageSize';
/** The field of a page that holds its rows. */
const ROWS_FIELD = 'items';
/** An article's stories to read next: `limit` rows. */
const RELATED_FIELD = 'related';
/**
 * The front page: `lead` is one row, `latest` as many as its argument, and `sections` one block
 * per category of `perCategory` rows (in `articles`).
 */
const FRONT_PAGE_FIELD = 'frontPage';

/** Turns a graphql-armor refusal into ours: code QUERY_TOO_COMPLEX and the limit's name. */
const reject =
  (limit: LimitName, describe: (found: string) => string) =>
  (context: ValidationContext | null, err: GraphQLError) => {
    const found = /found (\d+)/.exec(err.message)?.[1] ?? 'more';
    context?.reportError(tooComplex(limit, describe(found)));
  };

/**
 * Refuses subscriptions where they are not served (as JSON: they are served as server-sent
 * events, graphql-sse.ts) and operations with too many top-level fields.
 * Iterative, and each fragment spread at the top is counted once (the same spread twice asks
 * for the same fields).
 */
/** The refusal of a subscription sent for Apollo's path (here and in app.ts). */
export const SUBSCRIPTION_AS_EVENTS =
  'Subscriptions are served as server-sent events: send the request with Accept: text/event-stream.';

function rootFieldsRule(maxRootFields: number, subscriptions: boolean): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      if (node.operation === OperationTypeNode.SUBSCRIPTION && !subscriptions) {
        context.reportError(new GraphQLError(SUBSCRIPTION_AS_EVENTS, { nodes: [node] }));
        return;
      }
      let count = 0;
      const seen = new Set<string>();
      const stack: SelectionSetNode[] = [node.selectionSet];
      while (stack.length > 0) {
        for (const selection of stack.pop()!.selections) {
          if (selection.kind === Kind.FIELD) {
            if (!selection.name.value.startsWith('__')) count += 1;
          } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            stack.push(selection.selectionSet);
          } else if (!seen.has(selection.name.value)) {
            seen.add(selection.name.value);
            const fragment = context.getFragment(selection.name.value);
            if (fragment) stack.push(fragment.selectionSet);
          }
        }
      }
      if (count > maxRootFields) {
        const error = tooComplex(
          'rootFields',
          `An operation may ask for at most ${maxRootFields} top-level fields; this one asks for ${count}. Split it into several.`,
        );
        context.reportError(error);
      }
    },
  });
}

/**
 * The validation rules: depth, aliases and expanded fields from graphql-armor (each memoises
 * fragments, so a fragment spread many times is weighed once), and the top-level field count.
 * Validated documents are cached, so these run once per distinct document.
 */
export function limitRules(limits: OperationLimits, subscriptions = false): ValidationRule[] {
  const armor = { propagateOnRejection: false, exposeLimits: true };
  return [
    rootFieldsRule(limits.maxRootFields, subscriptions),
    maxDepthRule({
      ...armor,
      n: limits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: true,
      onReject: [
        reject(
          'depth',
          (found) =>
            `The operation nests fields ${found} deep; at most ${limits.maxDepth} levels are accepted.`,
        ),
      ],
    }),
    maxAliasesRule({
      ...armor,
      n: limits.maxAliases,
      onReject: [
        reject(
          'aliases',
          (found) =>
            `The operation uses ${found} aliases; at most ${limits.maxAliases} are accepted.`,
        ),
      ],
    }),
    costLimitRule({
      ...armor,
      maxCost: limits.maxFields,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      ignoreIntrospection: true,
      onReject: [
        reject(
          'fields',
          (found) =>
            `The operation makes ${found} selections (fields and fragments) once its fragments and aliases are expanded; at most ${limits.maxFields} are accepted.`,
        ),
      ],
    }),
  ];
}

type Variables = Record<string, unknown> | undefined;

/** A list's size: the literal, the variable's value, or the argument's default. */
function sizeOf(
  value: ValueNode | undefined,
  variables: Variables,
  fallback: number,
  max: number,
): number {
  let size: unknown = fallback;
  if (value?.kind === Kind.INT) size = Number(value.value);
  else if (
    value?.kind === Kind.VARIABLE &&
    variables &&
    Object.hasOwn(variables, value.name.value)
  ) {
    size = variables[value.name.value] ?? fallback;
  }
  // A value the list refuses (the resolver checks it) costs no more than the largest it accepts.
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 1) return 1;
  return Math.min(size, max);
}

/** A field's size argument (sizeOf). */
const argSize = (
  field: FieldNode,
  name: string,
  variables: Variables,
  fallback: number,
  max: number,
) => sizeOf(field.arguments?.find((a) => a.name.value === name)?.value, variables, fallback, max);

/**
 * The rows an operation asks for: for each top-level list, its pageSize times the weight of the
 * fields asked of each row (nested objects included), plus the weight of every other field.
 * Each fragment is weighed once per mode and remembered, so nested spreads cost their size, not
 * the number of paths through them.
 */
export function operationRows(
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  rootFields: GraphQLFieldMap<unknown, unknown>,
  variables: Variables,
): number {
  /*
   * What a selection set is: `root` the operation's; `rows` and `rest` a page's, weighing its
   * rows (`items`) or its other fields; `front` the front page's, `sections` one of its blocks
   * (with `sizes`, the front page's arguments); `all` anything else, weighed field by field.
   */
  type Mode = 'all' | 'rows' | 'rest' | 'root' | 'front' | 'sections';
  interface Sizes {
    latest: number;
    perCategory: number;
  }
  const memo = new Map<string, number>();
  const weigh = (set: SelectionSetNode | undefined, mode: Mode, sizes?: Sizes): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += weigh(selection.selectionSet, mode, sizes);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const key = `${mode}:${sizes?.latest}:${sizes?.perCategory}:${name}`;
        let weight = memo.get(key);
        if (weight === undefined) {
          weight = weigh(fragments[name]?.selectionSet, mode, sizes);
          memo.set(key, weight);
        }
        total += weight;
      } else {
        total += weighField(selection, mode, sizes);
      }
    }
    return total;
  };
  const weighField = (field: FieldNode, mode: Mode, sizes?: Sizes): number => {
    const name = field.name.value;
    const set = field.selectionSet;
    const each = () => weightOf(name) + weigh(set, 'all');
    switch (mode) {
      case 'root': {
        if (name === FRONT_PAGE_FIELD) {
          const front = {
            latest: argSize(field, 'latest', variables, FRONT_PAGE.latest, FRONT_PAGE.latestMax),
            perCategory: argSize(
              field,
              'perCategory',
              variables,
              FRONT_PAGE.perCategory,
              FRONT_PAGE.perCategoryMax,
            ),
          };
          return weightOf(name) + weigh(set, 'front', front);
        }
        const sizeArg = rootFields[name]?.args.find((arg) => arg.name === PAGE_SIZE_ARG);
        if (!sizeArg) return each();
        const size = argSize(
          field,
          PAGE_SIZE_ARG,
          variables,
          Number(sizeArg.defaultValue ?? 1),
          LIMITS.pageSizeMax,
        );
        return size * weigh(set, 'rows') + weigh(set, 'rest');
      }
      case 'rows':
        return name === ROWS_FIELD ? weigh(set, 'all') : 0;
      case 'rest':
        return name === ROWS_FIELD ? 0 : each();
      case 'front':
        if (name === 'latest') return 1 + sizes!.latest * weigh(set, 'all');
        if (name === 'sections') return 1 + CATEGORIES.length * weigh(set, 'sections', sizes);
        return each();
      case 'sections':
        return name === 'articles' ? 1 + sizes!.perCategory * weigh(set, 'all') : each();
      case 'all':
        if (name === RELATED_FIELD) {
          const limit = argSize(field, 'limit', variables, RELATED.limit, RELATED.limitMax);
          return weightOf(name) + limit * weigh(set, 'all');
        }
        return each();
    }
  };
  return weigh(operation.selectionSet, 'root');
}

/** The longest message a refused variable gets. */
const MAX_VARIABLE_MESSAGE = 300;

/**
 * graphql-js's complaint about a variable, without the value it was given (which may be huge),
 * as BAD_USER_INPUT.
 */
export function badVariables(error: GraphQLError): GraphQLError {
  const name = /^Variable "\$(\w+)"/.exec(error.message)?.[1];
  const at = / at "([^"]{1,100})";/.exec(error.message)?.[1];
  const reason = error.originalError?.message;
  let message =
    name && reason ? `Variable "$${at ?? name}" is not valid: ${reason}` : error.message;
  if (message.length > MAX_VARIABLE_MESSAGE) {
    message = `${message.slice(0, MAX_VARIABLE_MESSAGE - 1)}…`;
  }
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/**
 * Once the operation is known and before anything runs: the variables must coerce, and the
 * operation must fit the row budget, which needs them (a list's pageSize is usually one).
 */
export function variablesAndRowsPlugin(maxRows: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, schema }) {
          const queryType = schema.getQueryType();
          if (!operation || !queryType) return;
          const fragments: Record<string, FragmentDefinitionNode> = {};
          for (const definition of document.definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION) {
              fragments[definition.name.value] = definition;
            }
          }
          const root =
            operation.operation === OperationTypeNode.QUERY
              ? queryType.getFields()
              : (schema.getMutationType()?.getFields() ?? {});
          // The values execution will use: the client's, or the operation's own defaults. The
          // first bad one refuses the request here, in a short message: graphql-js would report
          // up to 50, each repeating the whole value (megabytes for a large input object).
          const coerced = getVariableValues(
            schema,
            operation.variableDefinitions ?? [],
            request.variables ?? {},
            { maxErrors: 1 },
          );
          if (coerced.errors) throw badVariables(coerced.errors[0]!);
          const rows = operationRows(operation, fragments, root, coerced.coerced);
          if (rows > maxRows) {
            throw tooComplex(
              'rows',
              `The operation asks for ${rows} row fields (each list's pageSize times the fields asked of each row, article bodies counting ${FIELD_WEIGHTS.content}, translations ${FIELD_WEIGHTS.translation} and each article's related stories ${FIELD_WEIGHTS.related} and their rows); at most ${maxRows} are accepted. Ask for smaller pages or fewer fields.`,
            );
          }
        },
      };
    },
  };
}
