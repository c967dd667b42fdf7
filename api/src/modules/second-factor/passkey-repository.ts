import type { Kysely } from 'kysely';
import { toIso, type Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';

export interface PasskeyRecord {
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
}

type Purpose = 'register' | 'authenticate';

/** Where passkeys and the challenges of their ceremonies are stored. */
export class PasskeyRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  async list(userId: number): Promise<PasskeyRecord[]> {
    const rows = await this.db
      .selectFrom('passkeys')
      .select(['id', 'public_key', 'counter', 'transports', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      publicKey: r.public_key,
      counter: Number(r.counter),
      transports: r.transports ? r.transports.split(',') : [],
      createdAt: toIso(r.created_at),
    }));
  }

  async count(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Saves a new passkey; false when a passkey with its id is already stored. */
  async add(userId: number, passkey: Omit<PasskeyRecord, 'createdAt'>): Promise<boolean> {
    const result = await this.db
      .insertInto('passkeys')
      .values({
        id: passkey.id,
        user_id: userId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports.join(','),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  async used(id: string, counter: number): Promise<void> {
    await this.db
      .updateTable('passkeys')
      .set({ counter, last_used_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async removeAll(userId: number): Promise<void> {
    await this.db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  }

  async saveChallenge(userId: number, challenge: string, purpose: Purpose, expiresAt: Date) {
    // An account's expired challenges go when it starts another ceremony.
    await this.db
      .deleteFrom('webauthn_challenges')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', new Date().toISOString())
      .execute();
    await this.db
      .insertInto('webauthn_challenges')
      .values({ challenge, user_id: userId, purpose, expires_at: expiresAt.toISOString() })
      .execute();
  }

  /** Takes an open challenge of the account for the purpose: true once, false ever after. */
  async takeChallenge(userId: number, challenge: string, purpose: Purpose): Promise<boolean> {
    const result = await this.db
      .deleteFrom('webauthn_challenges')
      .where('challenge', '=', challenge)
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
