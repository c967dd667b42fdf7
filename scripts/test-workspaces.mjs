// Runs each workspace's tests in turn, all of them even after one fails, and ends with one line a
// workspace, so the end of a long log says which failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

const results = [];
for (const workspace of workspaces) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  if (!manifest.scripts?.test) continue;
  const started = Date.now();
  const run = spawnSync('npm', ['run', 'test', '-w', workspace], { cwd: root, stdio: 'inherit' });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  results.push({ workspace, passed: run.status === 0, minutes, status: run.status ?? run.signal });
}

console.log('\nTests by workspace:');
for (const { workspace, passed, minutes, status } of results) {
  console.log(`  ${passed ? 'passed' : `FAILED (${status})`}  ${workspace}  ${minutes} min`);
}
process.exit(results.every((result) => result.passed) ? 0 : 1);
