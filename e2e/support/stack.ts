// What the browser tests share about the stack that global setup starts: the repository, the
// seeded accounts, and the environment variables that carry the stack's address from global setup
// (run in Playwright's runner process) to global teardown and to the workers, which the runner
// starts after global setup and which load playwright.config.ts again with that environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RoleName } from '@news/contract';

/** The repository's root (where `scripts/start.mjs` runs from). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's Chromium; the tests never use a downloaded browser build. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** How every test's Chromium starts: Debian's, headless, with no network of its own. */
export const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** The admin's password on the fresh test database (the api's ADMIN_PASSWORD: 8 to 128 chars). */
export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';

/** The accounts the api seeds on first start (role as GraphQL spells it). Only the admin's password is known. */
export const ACCOUNTS = {
  admin: { username: 'admin', fullName: 'Padma Rao', email: 'admin@example.com', role: 'ADMIN' },
  editor: {
    username: 'editor',
    fullName: 'Srinivas Varma',
    email: 'editor@example.com',
    role: 'EDITOR',
  },
  reporter: {
    username: 'reporter',
    fullName: 'Kavya Reddy',
    email: 'reporter@example.com',
    role: 'REPORTER',
  },
} as const satisfies Record<
  string,
  { username: string; fullName: string; email: string; role: RoleName }
>;

/** Logins the api allows per client address a minute in the test stack (its maximum). */
export const LOGIN_RATE_LIMIT = 100_000;

/** The gateway's origin (http://127.0.0.1:PORT): the site's one URL, and `use.baseURL`. */
export const BASE_URL_ENV = 'E2E_BASE_URL';
/** The process id (and process group id) of `node scripts/start.mjs`. */
export const STACK_PID_ENV = 'E2E_STACK_PID';
/** The temporary directory: the api's DATA_DIR and the stack's log file `stack.log`. */
export const STACK_DIR_ENV = 'E2E_STACK_DIR';
