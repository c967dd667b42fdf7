// Stops the stack that global setup started (its whole process group: start.mjs, the api and the
// gateway) and removes its temporary directory (the database and the log).
import fs from 'node:fs';
import { STACK_DIR_ENV, STACK_PID_ENV } from './stack.js';

const GRACE_MS = 10_000;

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForGroupGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (groupAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** SIGTERM to the stack's process group, then SIGKILL to what is left after 10 s. */
export async function stopStack(): Promise<void> {
  const pid = Number(process.env[STACK_PID_ENV]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  delete process.env[STACK_PID_ENV];
  if (!groupAlive(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  if (await waitForGroupGone(pid, GRACE_MS)) return;
  console.warn(`The stack (process group ${pid}) did not stop within 10 s; killing it`);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    return;
  }
  await waitForGroupGone(pid, 2_000);
}

export default async function globalTeardown(): Promise<void> {
  await stopStack();
  const dir = process.env[STACK_DIR_ENV];
  if (dir) {
    delete process.env[STACK_DIR_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
