import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.js';
import type { User } from '../../src/domain.js';
import { ADMIN_PASSWORD, bearer, startApi, type TestApi } from '../helpers.js';

const run = promisify(execFile);
let api: TestApi;
let editor: User;

beforeAll(async () => {
  api = await startApi();
  editor = (await api.createUser('editor')).user;
});
afterAll(() => api.close());

/** Runs the command an operator runs: `npm run reset-password -- <login>`. */
function resetPassword(login: string | undefined, env: Record<string, string> = {}) {
  return run(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['src/cli/reset-password.ts', ...(login ? [login] : [])],
    {
      cwd: path.join(repoRoot, 'api'),
      env: {
        ...process.env,
        DATABASE_URL: api.databaseUrl,
        JWT_SECRET: api.jwtSecret,
        ...env,
      },
    },
  );
}

describe('reset-password command', () => {
  it('generates a new password, prints it once, reactivates the account and ends its sessions', async () => {
    const oldToken = await api.adminToken();
    const { stdout } = await resetPassword('admin');
    const password = /New password for admin: (\S+)/.exec(stdout)?.[1];
    expect(password).toBeTruthy();
    const me = await api.inject({ method: 'GET', url: '/Auth/me', headers: bearer(oldToken) });
    expect(me.statusCode).toBe(401);
    expect(await api.login('admin', password!)).toBeTruthy();
    const old = await api.inject({
      method: 'POST',
      url: '/Auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('takes the password from NEW_PASSWORD and finds the account by email', async () => {
    const { stdout } = await resetPassword(editor.email, { NEW_PASSWORD: 'operator-chosen-pw' });
    expect(stdout).not.toContain('operator-chosen-pw');
    expect(await api.login(editor.username, 'operator-chosen-pw')).toBeTruthy();
  });

  it('refuses an unknown account, a missing argument and a short NEW_PASSWORD', async () => {
    await expect(resetPassword('nobody')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account') as string,
    });
    await expect(resetPassword(undefined)).rejects.toMatchObject({ code: 2 });
    await expect(resetPassword('admin', { NEW_PASSWORD: 'short' })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('NEW_PASSWORD must be 8 to 128 characters') as string,
    });
  });
});
