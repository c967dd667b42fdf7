import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, runCompiled, slot, toIso } from '../../src/db/index.js';
import { migrateToLatest } from '../../src/db/migrate.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-db-unit-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('toIso', () => {
  it('keeps text already in toISOString form and rewrites any other timestamp in it', () => {
    expect(toIso('2026-03-01T10:20:30.456Z')).toBe('2026-03-01T10:20:30.456Z');
    expect(toIso('2026-03-01T15:50:30+05:30')).toBe('2026-03-01T10:20:30.000Z');
    expect(toIso('2026-03-01 10:20:30Z')).toBe('2026-03-01T10:20:30.000Z');
    expect(toIso(new Date(Date.UTC(2026, 2, 1, 10, 20, 30)))).toBe('2026-03-01T10:20:30.000Z');
  });
});

describe('runCompiled on SQLite (statements prepared once and kept)', () => {
  it('fills the slots anew on every run and keeps queries of different shapes apart', async () => {
    const database = createDatabase({ dialect: 'sqlite', file: path.join(dir, 'unit.db') });
    await migrateToLatest(database);
    const byName = (name: string) =>
      runCompiled(
        database,
        'unit: user by name',
        () =>
          database.db
            .selectFrom('users')
            .select('full_name')
            .where('username', '=', slot<string>('name')),
        { name },
      );
    await database.db
      .insertInto('users')
      .values(
        ['ravi', 'sita'].map((username) => ({
          username,
          full_name: `${username} full`,
          email: `${username}@example.com`,
          password_hash: 'x',
          role: 'reporter',
          is_active: 1,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })),
      )
      .execute();
    expect(await byName('ravi')).toEqual([{ full_name: 'ravi full' }]);
    expect(await byName('sita')).toEqual([{ full_name: 'sita full' }]);
    expect(await byName('nobody')).toEqual([]);
    // The same text prepared again is the kept statement; another text is its own.
    const count = await runCompiled(
      database,
      'unit: users counted',
      () => database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')),
      {},
    );
    expect(count).toEqual([{ n: 2 }]);
    await expect(
      runCompiled(
        database,
        'unit: a slot left empty',
        () => database.db.selectFrom('users').selectAll().where('id', '=', slot<number>('id')),
        {},
      ),
    ).rejects.toThrow('No value for slot id');
    await database.close();
  });
});
