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
  type FragmentDefinitionNode,
  type GraphQLFieldMap,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { Context } from './context.js';

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
  maxDepth: 10,
  maxAliases: 30,
  maxFields: 300,
  maxRootFields: 20,
  maxRows: 10_000,
});

/** Which limit an operation broke, as `extensions.limit` names it. */
export type LimitName = 'tokens' | 'depth' | 'aliases' | 'fields' | 'rootFields' | 'rows';

export const TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

export function tooComplex(limit: LimitName, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: TOO_COMPLEX, limit, http: { status: 400 } },
  });
}

/**
 * Article bodies are the one long field: a list of 1000 asking for `content` weighs as much as
 * a list of 1000 asking for ten short fields. A `translation` is one more article looked up by
 * id for each row, a REST call of its own (a few milliseconds each): a page of 100 may ask for
 * translations, a page of 200 may not, so one operation makes at most about 200 such lookups.
 * An image's `variants` weigh nothing extra: at most eight small records (four widths in two
 * formats), about a kilobyte a row, in the article's own REST answer, at no call of their own.
 */
const FIELD_WEIGHTS: Record<string, number> = { content: 10, translation: 50 };
const weightOf = (name: string) => FIELD_WEIGHTS[name] ?? 1;

/** The list argument whose value multiplies what is asked of each row, and its largest value. */
const PAGE_SIZE_ARG = 'pageSize';
const PAGE_SIZE_MAX = 1000;
/** The field of a page that holds its rows. */
const ROWS_FIELD = 'items';

/** graphql-js's own message when the parser's token limit is reached. */
const TOKEN_LIMIT_MESSAGE = /Document contains more th(?:at|an) (\d+) tokens/;

/** The parser's token limit answers QUERY_TOO_COMPLEX like the other limits. */
export function tokenLimitError(message: string): GraphQLError | undefined {
  const match = TOKEN_LIMIT_MESSAGE.exec(message);
  if (!match) return undefined;
  return tooComplex(
    'tokens',
    `The operation is too long: at most ${match[1]} tokens (names, punctuation and values) are accepted. Send a shorter document.`,
  );
}

/** Turns a graphql-armor refusal into ours: code QUERY_TOO_COMPLEX and the limit's name. */
const reject =
  (limit: LimitName, describe: (found: string) => string) =>
  (context: ValidationContext | null, err: GraphQLError) => {
    const found = /found (\d+)/.exec(err.message)?.[1] ?? 'more';
    context?.reportError(tooComplex(limit, describe(found)));
  };

/**
 * Refuses subscriptions (none are offered) and operations with too many top-level fields.
 * Iterative, and each fragment spread at the top is counted once (the same spread twice asks
 * for the same fields).
 */
function rootFieldsRule(maxRootFields: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      if (node.operation === OperationTypeNode.SUBSCRIPTION) {
        context.reportError(new GraphQLError('Subscriptions are not offered.', { nodes: [node] }));
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
export function limitRules(limits: OperationLimits): ValidationRule[] {
  const armor = { propagateOnRejection: false, exposeLimits: true };
  return [
    rootFieldsRule(limits.maxRootFields),
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

/** A list's page size: the literal, the variable's value, or the argument's default. */
function pageSizeOf(value: ValueNode | undefined, variables: Variables, fallback: number): number {
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
  return Math.min(size, PAGE_SIZE_MAX);
}

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
  type Mode = 'all' | 'rows' | 'rest' | 'root';
  const memo = new Map<string, number>();
  const weigh = (set: SelectionSetNode | undefined, mode: Mode): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += weigh(selection.selectionSet, mode);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const key = `${mode}:${name}`;
        let weight = memo.get(key);
        if (weight === undefined) {
          weight = weigh(fragments[name]?.selectionSet, mode);
          memo.set(key, weight);
        }
        total += weight;
      } else {
        const name = selection.name.value;
        if (mode === 'root') {
          const definition = rootFields[name];
          const sizeArg = definition?.args.find((arg) => arg.name === PAGE_SIZE_ARG);
          if (sizeArg) {
            const value = selection.arguments?.find((a) => a.name.value === PAGE_SIZE_ARG)?.value;
            const size = pageSizeOf(value, variables, Number(sizeArg.defaultValue ?? 1));
            total +=
              size * weigh(selection.selectionSet, 'rows') + weigh(selection.selectionSet, 'rest');
          } else {
            total += weightOf(name) + weigh(selection.selectionSet, 'all');
          }
        } else if (mode === 'rows') {
          if (name === ROWS_FIELD) total += weigh(selection.selectionSet, 'all');
        } else if (mode === 'rest') {
          if (name !== ROWS_FIELD) total += weightOf(name) + weigh(selection.selectionSet, 'all');
        } else {
          total += weightOf(name) + weigh(selection.selectionSet, 'all');
        }
      }
    }
    return total;
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
              `The operation asks for ${rows} row fields (each list's pageSize times the fields asked of each row, article bodies counting ${FIELD_WEIGHTS.content} and translations ${FIELD_WEIGHTS.translation}); at most ${maxRows} are accepted. Ask for smaller pages or fewer fields.`,
            );
          }
        },
      };
    },
  };
}
