import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { badInput } from './errors.js';

const shared: Options = { useDefaults: true, allErrors: true, addUsedSchema: false };

/**
 * Two validators: query strings and path parameters arrive as text, so their values are
 * converted to the declared types; JSON bodies are taken as sent, so a wrong type or an unknown
 * field (a typo such as `titel`) is refused instead of silently converted or dropped.
 */
export function registerValidation(app: FastifyInstance): void {
  const lenient = new Ajv({ ...shared, coerceTypes: 'array', removeAdditional: true });
  const strict = new Ajv({ ...shared, coerceTypes: false, removeAdditional: false });
  for (const ajv of [lenient, strict]) addFormats.default(ajv);

  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : lenient).compile(schema),
  );

  // Ajv would read "0x10", "1e3" or "+1" as numbers; only plain digits count as a whole number.
  // Digits past what a double holds (over 308 of them) read as Infinity, which Ajv lets through
  // its maximum: they are refused here as the bound they break.
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    const parts = [
      [schema?.params, request.params],
      [schema?.querystring, request.query],
    ] as const;
    for (const [partSchema, values] of parts) {
      const properties = (
        partSchema as {
          properties?: Record<string, { type?: string; minimum?: number; maximum?: number }>;
        }
      )?.properties;
      if (!properties) continue;
      for (const [name, property] of Object.entries(properties)) {
        const raw = (values as Record<string, unknown>)[name];
        if (property.type !== 'integer' || typeof raw !== 'string') continue;
        if (!/^-?\d+$/.test(raw)) throw badInput(name, `${name} must be a whole number`);
        const value = Number(raw);
        if (!Number.isFinite(value)) {
          const bound = value > 0 ? property.maximum : property.minimum;
          throw badInput(
            name,
            bound === undefined
              ? `${name} must be a whole number`
              : `${name} must be at ${value > 0 ? 'most' : 'least'} ${bound}`,
          );
        }
      }
    }
  });

  // Text with NUL or other control characters is never meaningful here (PostgreSQL cannot even
  // store NUL); tab, newline and carriage return are ordinary text.
  app.addHook('preValidation', async (request) => {
    const field = findControlCharacter(request.body) ?? findControlCharacter(request.query);
    if (field !== undefined) {
      throw badInput(field || 'body', `${field || 'The body'} contains a control character`);
    }
  });
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The path of the first string (or key) holding a control character, or undefined. Every input
 * here is flat, so deeper nesting is left for the schema to refuse.
 */
function findControlCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 3) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return childPath;
    const found = findControlCharacter(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
