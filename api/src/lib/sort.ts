import type { SortDirection } from '../domain.js';
import { badInput } from './errors.js';

/**
 * Reads SortBy: `asc` or `desc` (by creation date), or `<field>` / `<field>:asc|desc` for one of
 * the given fields (case-insensitive). A bare field sorts ascending. Empty means newest first.
 * `others` names the orders the caller reads itself, for the message.
 */
export function parseSortBy<F extends string>(
  value: string | undefined,
  fields: readonly F[],
  dateField: F,
  others: readonly string[] = [],
): { field: F; direction: SortDirection } {
  const raw = value?.trim() ?? '';
  if (raw === '') return { field: dateField, direction: 'desc' };
  const lower = raw.toLowerCase();
  if (lower === 'asc' || lower === 'desc') return { field: dateField, direction: lower };
  const [name = '', dir, ...rest] = raw.split(':');
  const field = fields.find((f) => f.toLowerCase() === name.trim().toLowerCase());
  const direction = (dir ?? 'asc').trim().toLowerCase();
  if (!field || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
    throw badInput(
      'SortBy',
      `SortBy must be ${['asc', 'desc', ...others].join(', ')}, or one of ${fields.join(', ')} optionally followed by :asc or :desc`,
    );
  }
  return { field, direction };
}
