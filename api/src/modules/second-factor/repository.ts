import type { Kysely } from 'kysely';
import { inTransaction, toIso, type Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';

export interface TotpRecord {
  secret: string;
  confirmedAt: string | null;
  lastStep: number | null;
}

const REQUIRE_SETTING = 'second_factor_required';

/** Where second factors and the site's requirement of them are stored. */
export class SecondFactorRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  async findTotp(userId: number): Promise<TotpRecord | undefined> {
    const row = await this.db
      .selectFrom('totp_secrets')
      .select(['secret', 'confirmed_at', 'last_step'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row
      ? {
          secret: row.secret,
          confirmedAt: row.confirmed_at === null ? null : toIso(row.confirmed_at),
          lastStep: row.last_step === null ? null : Number(row.last_step),
        }
      : undefined;
  }

  /** A new, unconfirmed secret, replacing an unconfirmed one; a confirmed one is kept. */
  async saveUnconfirmedTotp(userId: number, secret: string): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      await trx
        .deleteFrom('totp_secrets')
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is', null)
        .execute();
      const result = await trx
        .insertInto('totp_secrets')
        .values({ user_id: userId, secret, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    });
  }

  /**
   * Records that a code of `step` was used, only if no code of that step or a later one was:
   * of two sign-ins with one code, one succeeds. Confirms the secret on its first code, and
   * then gives the account its recovery codes, in one transaction.
   */
  async useStep(
    userId: number,
    step: number,
    recoveryHashes?: readonly string[],
  ): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const now = new Date().toISOString();
      const result = await trx
        .updateTable('totp_secrets')
        .set((eb) => ({
          last_step: step,
          confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)),
        }))
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (recoveryHashes) await this.replaceRecoveryCodes(userId, recoveryHashes, trx);
      return true;
    });
  }

  async deleteFactors(userId: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('totp_secrets').where('user_id', '=', userId).execute();
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    });
  }

  async replaceRecoveryCodes(
    userId: number,
    hashes: readonly string[],
    db: Kysely<DB> = this.db,
  ): Promise<void> {
    await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await db
      .insertInto('recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
  }

  /** Marks an unused code used; answers whether it was there to use (once, under races too). */
  async useRecoveryCode(userId: number, hash: string): Promise<boolean> {
    const result = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Whether the site requires a second factor of editors and admins. */
  async isRequired(): Promise<boolean> {
    const row = await this.db
      .selectFrom('site_settings')
      .select('value')
      .where('name', '=', REQUIRE_SETTING)
      .executeTakeFirst();
    return row?.value === 'true';
  }

  async setRequired(required: boolean): Promise<void> {
    await this.db
      .insertInto('site_settings')
      .values({ name: REQUIRE_SETTING, value: String(required) })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: String(required) }))
      .execute();
  }
}
