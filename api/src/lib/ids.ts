import { LIMITS } from '../domain.js';
import { badInput } from './errors.js';

/**
 * An `Ids` parameter (reads by id, `GET /Articles?Ids=3,8,12`, `GET /User?Ids=`): whole numbers
 * from 1 to LIMITS.idMax, comma-separated, at most LIMITS.idsMax; each once, in the order sent.
 */
export function parseIds(value: string, what: string): number[] {
  const use = `Ids must be a comma-separated list of 1 to ${LIMITS.idsMax} ${what} ids (whole numbers from 1 to ${LIMITS.idMax}), such as Ids=3,8,12`;
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const digits = part.trim();
    const id = /^[0-9]{1,10}$/.test(digits) ? Number(digits) : NaN;
    if (!(id >= 1 && id <= LIMITS.idMax)) throw badInput('Ids', use);
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > LIMITS.idsMax) throw badInput('Ids', use);
  return ids;
}

/** The query parameters that choose a list's items, which `Ids` does by itself: refused with it. */
export function checkIdsAlone<Q extends object>(
  query: Q,
  choosing: readonly (keyof Q & string)[],
): void {
  const other = choosing.find((name) => query[name] !== undefined);
  if (other !== undefined) {
    throw badInput('Ids', `Ids names the items itself: send it without ${other}`);
  }
}

/** How a schema documents `Ids`, for `what` (article, account). */
export const idsDescription = (what: string, single: string) =>
  `${what} by id instead of a page: a comma-separated list of 1 to ${LIMITS.idsMax} ids (\`Ids=3,8,12\`). The answer holds each one the asker may read, as \`${single}\` answers it, in the order asked; one it answers 404 for is left out. Page and PageSize do not apply; a parameter that chooses a list's items is refused alongside (400, field \`Ids\`).`;
