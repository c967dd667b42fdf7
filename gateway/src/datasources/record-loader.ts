import { LIMITS } from '@news/contract';
import DataLoader from 'dataloader';

/** How a data source reads records by id: one (its own call), or several in one call. */
export interface RecordReads<T> {
  /** The record, or null when there is none the caller may see. */
  one(id: number): Promise<T | null>;
  /** The records of `ids` the caller may see, in any order; the others are left out. */
  many(ids: readonly number[]): Promise<T[]>;
}

/**
 * Records by id for one request: the ids looked up in one tick are read in one call (`many`, or
 * `one` for a single id), each id at most once; records that came back in a list or from a
 * mutation answer later lookups without a call, and a lookup made while a list is still on its
 * way waits for it first, since the list may bring the record.
 */
export class RecordLoader<T extends { id: number }> {
  private readonly loader: DataLoader<number, T | null>;
  private readonly listsInFlight = new Set<Promise<unknown>>();
  private readonly known = new Map<number, T>();

  constructor(reads: RecordReads<T>) {
    this.loader = new DataLoader(
      async (ids) => {
        if (this.listsInFlight.size > 0) await Promise.allSettled([...this.listsInFlight]);
        const wanted = ids.filter((id) => !this.known.has(id));
        // A failed call fails the lookups it was made for, each with the error (DataLoader takes
        // an Error in the array as that key's failure), and no other.
        const found = await read(reads, wanted).catch((err: Error) => err);
        return ids.map(
          (id) => this.known.get(id) ?? (found instanceof Error ? found : (found.get(id) ?? null)),
        );
      },
      // The api answers at most this many ids in one call.
      { maxBatchSize: LIMITS.idsMax },
    );
  }

  load(id: number): Promise<T | null> {
    return this.loader.load(id);
  }

  /** A list request: its records are remembered when it arrives. */
  list<P>(request: Promise<P>, records: (page: P) => T[]): Promise<P> {
    const remembered = request.then((page) => {
      for (const record of records(page)) this.remember(record);
      return page;
    });
    this.listsInFlight.add(remembered);
    const done = () => void this.listsInFlight.delete(remembered);
    remembered.then(done, done);
    return remembered;
  }

  /** The record as it is now (after a create or an update). */
  remember(record: T): T {
    this.known.set(record.id, record);
    this.loader.clear(record.id).prime(record.id, record);
    return record;
  }

  /** The record a create or an update answers, remembered as it is now. */
  async written(answer: Promise<T>): Promise<T> {
    return this.remember(await answer);
  }

  forget(id: number): void {
    this.known.delete(id);
    this.loader.clear(id).prime(id, null);
  }
}

/** The records of `ids` by id: none, one by its own read, or several in one call. */
async function read<T extends { id: number }>(
  reads: RecordReads<T>,
  ids: readonly number[],
): Promise<Map<number, T>> {
  if (ids.length === 0) return new Map();
  if (ids.length === 1) {
    const record = await reads.one(ids[0]!);
    return new Map(record ? [[record.id, record]] : []);
  }
  return new Map((await reads.many(ids)).map((record) => [record.id, record]));
}
