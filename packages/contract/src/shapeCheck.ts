/*
 * Checks of a JSON value's shape that answer the first problem, where it is and why, in words a
 * writer reads: objects with known properties, lists, nodes told apart by their `type`, and
 * leaves checked by TypeBox schemas whose refinements carry the messages.
 */
import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

export type Path = readonly (string | number)[];

export interface Problem {
  path: Path;
  reason: string;
}

/** Answers the first problem with `value` at `path`, or null. */
export type Check = (value: unknown, path: Path) => Problem | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** The refusal of a value of the wrong kind, where the shape gives no words of its own. */
const notA = (what: string) => (value: unknown) =>
  `Invalid input: expected ${what}, received ${typeName(value)}`;

/**
 * A value `type` accepts. A value of another type is refused with `wrongType`; one of the right
 * type with the message of the first refinement it fails.
 */
export function leaf(type: TSchema, wrongType: string): Check {
  // Compiled on first use: a module that only imports this file compiles nothing.
  let validator: Validator | undefined;
  return (value, path) => {
    validator ??= Compile(type);
    if (validator.Check(value)) return null;
    const [error] = validator.Errors(value);
    if (!error) return null;
    return { path, reason: error.keyword === '~refine' ? error.message : wrongType };
  };
}

/** `check`, or absent; or null too when `nullable`. */
export const optional =
  (check: Check, nullable = false): Check =>
  (value, path) =>
    value === undefined || (nullable && value === null) ? null : check(value, path);

/** Exactly `expected`. */
export const literal =
  (expected: string, message = `Invalid input: expected ${JSON.stringify(expected)}`): Check =>
  (value, path) =>
    value === expected ? null : { path, reason: message };

/**
 * An object with the properties `shape` names, each checked in order, and no other: an unknown
 * one is refused by name, as an attribute under `attrs`.
 */
export function object(
  shape: Record<string, Check>,
  notObject: string | ((value: unknown) => string) = notA('object'),
): Check {
  const entries = Object.entries(shape);
  return (value, path) => {
    if (!isObject(value)) {
      return { path, reason: typeof notObject === 'string' ? notObject : notObject(value) };
    }
    for (const [key, check] of entries) {
      const problem = check(value[key], [...path, key]);
      if (problem) return problem;
    }
    const unknown = Object.keys(value).find((key) => !Object.hasOwn(shape, key));
    if (unknown === undefined) return null;
    const what = path[path.length - 1] === 'attrs' ? 'attribute' : 'property';
    return { path: [...path, unknown], reason: `unknown ${what} "${unknown}"` };
  };
}

/** A list of `item`s, then each of `rules` on the whole list. */
export function list(
  item: Check,
  rules: [(items: unknown[]) => boolean, string][] = [],
  notList: string | ((value: unknown) => string) = notA('array'),
): Check {
  return (value, path) => {
    if (!Array.isArray(value)) {
      return { path, reason: typeof notList === 'string' ? notList : notList(value) };
    }
    for (let i = 0; i < value.length; i++) {
      const problem = item(value[i], [...path, i]);
      if (problem) return problem;
    }
    const broken = rules.find(([rule]) => !rule(value));
    return broken ? { path, reason: broken[1] } : null;
  };
}

/**
 * An object whose `type` picks its check among `kinds` (a function, for kinds defined later, as
 * nested lists are); `refusal` words any other.
 */
export function oneOfTypes(
  kinds: () => Record<string, Check>,
  refusal: (value: unknown) => string,
): Check {
  let table: Map<unknown, Check> | undefined;
  return (value, path) => {
    if (!isObject(value)) return { path, reason: refusal(value) };
    table ??= new Map(Object.entries(kinds()));
    const check = table.get(value.type);
    return check ? check(value, path) : { path: [...path, 'type'], reason: refusal(value) };
  };
}
