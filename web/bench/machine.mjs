// The machine the figures come from, printed first: they depend on it and on what else it runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { heading } from './report.mjs';

const require = createRequire(import.meta.url);

function chromiumVersion(chromePath) {
  try {
    return execFileSync(chromePath, ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    })
      .toString()
      .trim();
  } catch (err) {
    return `unknown (${err.message.split('\n')[0]})`;
  }
}

function packageVersion(name) {
  try {
    return JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

/**
 * The system's Telugu faces, as fontconfig lists them. Phones have one (Android's Noto Sans
 * Telugu), so the site's Telugu web font is only a fallback; on a machine with none, Chromium
 * draws Telugu text as boxes until the web font arrives, and the Telugu pages' CLS measures that
 * swap, which no reader's phone sees.
 */
function teluguFonts() {
  try {
    const families = execFileSync('fc-list', [':lang=te', 'family'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    })
      .toString()
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return [...new Set(families)].sort();
  } catch {
    return null;
  }
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

export function printMachine(settings) {
  heading('Machine');
  const cpus = os.cpus();
  console.log(`  CPUs:         ${cpus.length} x ${cpus[0]?.model ?? 'unknown'}`);
  console.log(`  Load average: ${loadAverage()} (1 / 5 / 15 min)`);
  console.log(
    `  Memory:       ${(os.freemem() / 2 ** 30).toFixed(1)} GiB free of ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
  );
  if (os.loadavg()[0] > cpus.length) {
    console.log(
      '  NOTE: the 1-minute load average is above the CPU count: something else is running, and ' +
        'the figures below will be worse and noisier than on an idle machine.',
    );
  }
  console.log(`  Node:         ${process.version}`);
  console.log(`  Chromium:     ${chromiumVersion(settings.chromePath)} (${settings.chromePath})`);
  const telugu = teluguFonts();
  console.log(
    `  Telugu fonts: ${telugu === null ? 'unknown (no fc-list)' : telugu.length ? telugu.join(', ') : 'none'}`,
  );
  if (telugu !== null && telugu.length === 0) {
    console.log(
      "  NOTE: no system Telugu font, unlike any phone: the Telugu pages' CLS will measure the " +
        'web font replacing boxes. Install one (Debian: apt-get install fonts-noto-core).',
    );
  }
  console.log(
    `  Lighthouse:   ${packageVersion('lighthouse')}, autocannon ${packageVersion('autocannon')}`,
  );
  console.log(
    `  Settings:     BENCH_RUNS=${settings.runs} BENCH_DURATION=${settings.duration}s` +
      (settings.skip.size ? ` BENCH_SKIP=${[...settings.skip].join(',')}` : '') +
      (Object.keys(settings.extraGatewayEnv).length
        ? ` BENCH_EXTRA_GATEWAY_ENV=${JSON.stringify(settings.extraGatewayEnv)}`
        : ''),
  );
}
