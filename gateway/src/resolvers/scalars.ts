import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  valueFromASTUntyped,
  type ValueNode,
} from 'graphql';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function stringLiteral(ast: ValueNode, name: string): string {
  if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} must be written as a string`);
  return ast.value;
}

function parseDateTime(value: unknown): string {
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return value;
  throw new GraphQLError('DateTime must be an ISO 8601 date and time such as 2026-11-21T09:30:00Z');
}

function parseDay(value: unknown): string {
  if (typeof value === 'string' && isCalendarDay(value)) return value;
  throw new GraphQLError('Date must be a calendar day written yyyy-mm-dd, such as 2026-11-21');
}

export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize(value) {
    if (typeof value === 'string' && ISO_INSTANT.test(value)) return value;
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    throw new GraphQLError('DateTime cannot represent this value');
  },
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(stringLiteral(ast, 'DateTime')),
});

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize(value) {
    if (typeof value === 'string' && isCalendarDay(value)) return value;
    throw new GraphQLError('Date cannot represent this value');
  },
  parseValue: parseDay,
  parseLiteral: (ast) => parseDay(stringLiteral(ast, 'Date')),
});

function parseDocument(value: unknown): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  throw new GraphQLError(
    'RichDocument must be a JSON object such as {"type": "doc", "content": []}',
  );
}

/**
 * An article's body. Only its shape (an object) is checked here; the article input checks the
 * document itself, so that a refusal names the input field (`body`).
 */
export const RichDocumentScalar = new GraphQLScalarType<Record<string, unknown>, unknown>({
  name: 'RichDocument',
  serialize: (value) => parseDocument(value),
  parseValue: parseDocument,
  parseLiteral: (ast, variables) => parseDocument(valueFromASTUntyped(ast, variables)),
});
