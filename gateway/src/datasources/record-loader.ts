import DataLoader from 'dataloader';

/**
 * Records by id for one request: each id is fetched at most once, records that came back in a
 * list or from a mutation answer later lookups without a call, and a lookup made while a list
 * is still on its way waits for it first, since the list may bring the record.
 */
export class RecordLoader<T extends { id: number }> {
  private readonly loader: DataLoader<number, T | null>;
  private readonly listsInFlight = new Set<Promise<unknown>>();
  private readonly known = new Map<number, T>();

  constructor(fetchOne: (id: number) => Promise<T | null>) {
    this.loader = new DataLoader(async (ids) => {
      if (this.listsInFlight.size > 0) await Promise.allSettled([...this.listsInFlight]);
      // One failed lookup fails its own key only: DataLoader takes an Error in the array as that.
      return Promise.all(
        ids.map(async (id) => this.known.get(id) ?? fetchOne(id).catch((err: Error) => err)),
      );
    });
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

  forget(id: number): void {
    this.known.delete(id);
    this.loader.clear(id).prime(id, null);
  }
}
