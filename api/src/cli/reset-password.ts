/**
 * Sets a new password for an account and makes it active, for when the admin password is lost:
 *   npm run reset-password -- <username or email>
 * The password comes from NEW_PASSWORD, or is generated and printed. Existing sessions end.
 */
import crypto from 'node:crypto';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { LIMITS } from '../domain.js';
import { hashPassword } from '../lib/password.js';
import { UserRepository } from '../modules/users/repository.js';

async function main(): Promise<number> {
  const login = process.argv[2]?.trim();
  if (!login) {
    console.error('Usage: npm run reset-password -- <username or email>');
    return 2;
  }
  const given = process.env.NEW_PASSWORD || undefined;
  const length = given ? [...given].length : 0;
  if (given && (length < LIMITS.passwordMin || length > LIMITS.passwordMax)) {
    console.error(`NEW_PASSWORD must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`);
    return 2;
  }
  const database = createDatabase(loadConfig().database);
  try {
    await migrateToLatest(database);
    const users = new UserRepository(database);
    const account = await users.findForLogin(login);
    if (!account) {
      console.error(`No account has the username or email "${login}"`);
      return 1;
    }
    const password = given ?? crypto.randomBytes(12).toString('base64url');
    await users.update(
      account.user.id,
      { passwordHash: await hashPassword(password), isActive: true },
      () => undefined,
      { endSessions: () => true },
    );
    console.log(
      given
        ? `The password of ${account.user.username} is now NEW_PASSWORD; the account is active.`
        : `New password for ${account.user.username}: ${password}\nThe account is active; its old sessions have ended.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
