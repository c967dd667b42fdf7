import type { Updateable } from 'kysely';

/**
 * Where each change of an update goes: a column that stores the value as it is, or a function
 * giving the columns that store it in another form (JSON, 0/1).
 */
export type ChangeColumns<C, Row> = {
  [K in keyof C]-?: (keyof Row & string) | ((value: Exclude<C[K], undefined>) => Updateable<Row>);
};

/**
 * The columns an update sets: each change given (not undefined) where `columns` puts it, in
 * `columns`' order; an undefined change leaves its column as it is, a null one clears it.
 */
export function changedColumns<C extends object, Row>(
  changes: C,
  columns: ChangeColumns<C, Row>,
): Updateable<Row> {
  const set: Record<string, unknown> = {};
  const entries = Object.entries(columns) as [
    keyof C,
    string | ((value: unknown) => Record<string, unknown>),
  ][];
  for (const [key, column] of entries) {
    const value = changes[key];
    if (value === undefined) continue;
    if (typeof column === 'function') Object.assign(set, column(value));
    else set[column] = value;
  }
  return set as Updateable<Row>;
}
