/**
 * Times photo uploads through real HTTP and measures the api process's memory: part of
 * `npm run bench -w api`. The api runs as a child process (the server from source under tsx,
 * SQLite and files in a temporary DATA_DIR); each upload is a 4000x3000 JPEG with photographic
 * grain (BENCH_UPLOADS of them, default 5, each with different pixels so each is processed),
 * then BENCH_PARALLEL (default 4) at once. Memory is the child's VmRSS and VmHWM (peak) from
 * /proc/<pid>/status (Linux).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RestImage } from '@news/contract';
import sharp from 'sharp';
import { photographicPixels } from '../test/media-fixtures.js';

const uploads = Number(process.env.BENCH_UPLOADS ?? 5);
const parallel = Number(process.env.BENCH_PARALLEL ?? 4);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-bench-upload-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS and VmHWM of a process, in MiB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

const mib = (n: number) => `${n.toFixed(1)} MiB`;

// The photos: one picture, each copy with a different band of pixels, encoded as a camera would.
const width = 4000;
const height = 3000;
const pixels = photographicPixels(width, height, 42);
const photos: Buffer[] = [];
for (let i = 0; i < uploads + parallel; i += 1) {
  pixels.fill(i * 7, 0, width * 3 * 4);
  photos.push(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
    DATA_DIR: dir,
    DATABASE_URL: '',
    MEDIA_STORE: '',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    ADMIN_PASSWORD: 'bench-password',
    SEED_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    // One account uploads every photo: BENCH_UPLOADS may pass the per-account limit.
    UPLOAD_RATE_LIMIT: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

try {
  for (let i = 0; ; i += 1) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (i > 300) throw new Error('the api did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await fetch(`${base}/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
  });
  const { token } = (await login.json()) as { token: string };

  const upload = async (bytes: Buffer): Promise<{ ms: number; image: RestImage }> => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const started = process.hrtime.bigint();
    const res = await fetch(`${base}/Media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
    return { ms, image: body as RestImage };
  };

  const baseline = memory(child.pid!);
  console.log(
    `\nupload: ${width}x${height} JPEG, ${(photos[0]!.length / 1024 / 1024).toFixed(2)} MiB, to a separate api process (SQLite, files in DATA_DIR)`,
  );
  const times: number[] = [];
  let first: RestImage | undefined;
  for (let i = 0; i < uploads; i += 1) {
    const { ms, image } = await upload(photos[i]!);
    times.push(ms);
    first ??= image;
  }
  const afterSequential = memory(child.pid!);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `upload time: first ${times[0]!.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms of ${uploads} (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  const again = await upload(photos[0]!);
  console.log(`same file again (stored photo answered): ${again.ms.toFixed(0)} ms`);

  const started = Date.now();
  await Promise.all(photos.slice(uploads).map((p) => upload(p)));
  const afterParallel = memory(child.pid!);
  console.log(
    `${parallel} uploads at once (2 processed at a time): ${Date.now() - started} ms in all`,
  );
  console.log(
    `api memory: RSS baseline ${mib(baseline.rss)} (peak so far ${mib(baseline.peak)}, start-up included); peak after ${uploads} uploads ${mib(afterSequential.peak)}; after ${parallel} at once ${mib(afterParallel.peak)} (RSS now ${mib(afterParallel.rss)})`,
  );
  console.log('stored files of one photo:');
  for (const v of first!.variants) {
    console.log(
      `  ${String(v.width).padStart(4)} x ${String(v.height).padEnd(4)} ${v.type.padEnd(10)} ${(v.bytes / 1024).toFixed(0).padStart(5)} KiB`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dir, { recursive: true, force: true });
}
