// The bench's settings, read once from the environment; a bad value stops it with the variable's
// name and what it takes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SECTIONS = ['lighthouse', 'sizes', 'load'];

function positiveInt(name, fallback) {
  const value = process.env[name];
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
  return n;
}

/** A JSON object of environment variables, its values as strings. */
function envObject(name) {
  const value = process.env[name];
  if (!value) return {};
  let parsed;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${name} must be a JSON object, such as {"API_CONNECTIONS":"128"}`);
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
}

/**
 * The folder holding the web client's builds (dist, dist-server, ...): web/, or BENCH_WEB_DIST,
 * such as an earlier build kept to measure against the current one on the same machine. It must
 * sit inside web/, so the server build resolves its packages from node_modules.
 */
function webBuilds(root) {
  const web = path.join(root, 'web');
  const chosen = process.env.BENCH_WEB_DIST;
  if (!chosen) return web;
  const dir = path.resolve(root, chosen); // relative to the repository's root
  if (dir !== web && !dir.startsWith(web + path.sep))
    throw new Error(
      `BENCH_WEB_DIST: ${chosen} is not inside web/ (the server build needs web/node_modules)`,
    );
  if (!fs.existsSync(path.join(dir, 'dist', 'assets')))
    throw new Error(`BENCH_WEB_DIST: ${chosen} has no dist/assets`);
  return dir;
}

export function readSettings(root) {
  const skip = new Set(
    (process.env.BENCH_SKIP ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const s of skip) {
    if (!SECTIONS.includes(s))
      throw new Error(`BENCH_SKIP: ${s} is not one of ${SECTIONS.join(', ')}`);
  }
  return {
    snapshot: process.env.BENCH_SNAPSHOT !== '0',
    webBuilds: webBuilds(root),
    runs: positiveInt('BENCH_RUNS', 2),
    duration: positiveInt('BENCH_DURATION', 10),
    apiPort: positiveInt('BENCH_API_PORT', 4401),
    gatewayPort: positiveInt('BENCH_GATEWAY_PORT', 4400),
    extraGatewayEnv: envObject('BENCH_EXTRA_GATEWAY_ENV'),
    reportDir:
      process.env.BENCH_REPORT_DIR ||
      path.join(os.tmpdir(), `news-bench-${new Date().toISOString().replace(/[:.]/g, '-')}`),
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    skip,
  };
}
