/*
 * The backups through GraphQL (backups, takeBackup) and their download at /graphql/backups/…
 * with the session cookie: admins only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupDownloadPath } from '@news/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, codes, sessionCookie, startStack, type Stack } from './helpers.js';

let stack: Stack;
let backupDir: string;
let adminCookie: string;
let editorCookie: string;

const BACKUP_FIELDS = 'name createdAt size check';

async function cookieOf(username: string, password: string): Promise<string> {
  const res = await stack.gql(
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: username, p: password },
  );
  return sessionCookie(res);
}

beforeAll(async () => {
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-gateway-backups-'));
  stack = await startStack({ apiEnv: { BACKUP_DIR: backupDir } });
  adminCookie = await cookieOf('admin', ADMIN_PASSWORD);
  const editor = await stack.api.createUser('editor');
  editorCookie = await cookieOf(editor.user.username, editor.password);
});
afterAll(async () => {
  await stack?.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe('backups', () => {
  it('an admin takes one, sees it listed as checked, and downloads it with the cookie', async () => {
    const taken = await stack.gql<{ takeBackup: { name: string; size: number; check: string } }>(
      `mutation { takeBackup { ${BACKUP_FIELDS} } }`,
      {},
      { cookie: adminCookie },
    );
    expect(taken.body.errors).toBeUndefined();
    const backup = taken.body.data!.takeBackup;
    expect(backup.check).toBe('VERIFIED');
    const list = await stack.gql<{ backups: { items: unknown[]; lastSuccess: { name: string } } }>(
      `{ backups { items { ${BACKUP_FIELDS} } lastSuccess { name } lastFailure { message } } }`,
      {},
      { cookie: adminCookie },
    );
    expect(list.body.data!.backups.items).toEqual([backup]);
    expect(list.body.data!.backups.lastSuccess.name).toBe(backup.name);

    const res = await fetch(stack.url + backupDownloadPath(backup.name), {
      headers: { cookie: adminCookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${backup.name}"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(backupDir, backup.name)))).toBe(true);
  });

  it('refuses anyone but an admin', async () => {
    const list = await stack.gql('{ backups { items { name } } }', {}, { cookie: editorCookie });
    expect(codes(list)).toEqual(['FORBIDDEN']);
    const take = await stack.gql('mutation { takeBackup { name } }', {}, { cookie: editorCookie });
    expect(codes(take)).toEqual(['FORBIDDEN']);
    const name = 'news-backup-20260301T200000000Z.tar.gz';
    const asEditor = await fetch(stack.url + backupDownloadPath(name), {
      headers: { cookie: editorCookie },
    });
    expect(asEditor.status).toBe(403);
    expect((await fetch(stack.url + backupDownloadPath(name))).status).toBe(401);
    const bad = await fetch(`${stack.url}/graphql/backups/..%2F..%2Fnews.db`, {
      headers: { cookie: adminCookie },
    });
    expect(bad.status).toBe(400);
  });
});
