/** What `typeof` says of a field: the kinds a stored or received object is checked for. */
type FieldKind = 'string' | 'number' | 'boolean';

/**
 * Whether a value read from storage or the network is an object whose fields have these kinds;
 * a type guard checks what more it needs (a known role, a list) on top.
 */
export function hasFields<K extends string>(
  value: unknown,
  kinds: Record<K, FieldKind>,
): value is Record<K, unknown> & Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (Object.keys(kinds) as K[]).every((key) => typeof v[key] === kinds[key]);
}
