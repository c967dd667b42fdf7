import { accountCall, type AccountCall, type Call } from './call.js';
import { RecordLoader } from './record-loader.js';

/**
 * A REST resource read for one GraphQL request: its records by id (batched, see RecordLoader),
 * and its calls that need the signed-in account.
 */
export abstract class RecordSource<T extends { id: number }> {
  protected readonly records: RecordLoader<T>;
  protected readonly account: AccountCall;

  constructor(
    protected readonly call: Call,
    protected readonly token: string | undefined,
  ) {
    this.account = accountCall(call, token);
    this.records = new RecordLoader({
      one: (id) => this.fetch(id),
      many: (ids) => this.fetchMany(ids),
    });
  }

  /** The record, or null when there is none the caller may see. */
  protected abstract fetch(id: number): Promise<T | null>;
  /** The records of `ids` the caller may see, in one call. */
  protected abstract fetchMany(ids: readonly number[]): Promise<T[]>;
}
