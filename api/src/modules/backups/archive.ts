/*
 * A backup archive: one gzipped tar holding manifest.json (what it is, and the sha256 and size
 * of every other file), the database (database/news.db or database/news.pgdump) and the photos'
 * files (media/). An archive is checked against its manifest before anything is restored.
 */
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { BACKUP_NAME } from '@news/contract';
import type { Dialect } from '../../db/index.js';

export const MANIFEST = 'manifest.json';
const FORMAT = 'news-site-backup';
const FORMAT_VERSION = 1;

export function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `news-backup-${stamp}.tar.gz`;
}

/** When the archive of that name was taken; undefined for any other file. */
export function archiveTime(name: string): Date | undefined {
  const m = BACKUP_NAME.exec(name)?.[1];
  if (!m) return undefined;
  const iso = `${m.slice(0, 4)}-${m.slice(4, 6)}-${m.slice(6, 8)}T${m.slice(9, 11)}:${m.slice(11, 13)}:${m.slice(13, 15)}.${m.slice(15, 18)}Z`;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  dialect: Dialect;
  /** PostgreSQL: the schema the dump holds. */
  schema?: string;
  /** The newest migration the database had run. */
  migration: string;
  /** Whether the photos' files are in the archive (files) or in the database's dump. */
  mediaStore: 'files' | 'database';
  files: ManifestFile[];
}

/** An archive that is not whole or not a backup: nothing is restored from it. */
export class BadArchiveError extends Error {}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(full, base)));
    else if (entry.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/**
 * Writes the archive of everything in `staging` to `file`, with a manifest of it: first under a
 * temporary name, renamed when whole, so a crash never leaves a half archive under a real name.
 */
export async function writeArchive(
  staging: string,
  file: string,
  about: Omit<Manifest, 'format' | 'formatVersion' | 'files'>,
): Promise<Manifest> {
  const names = await filesUnder(staging);
  const files: ManifestFile[] = [];
  for (const name of names) {
    const full = path.join(staging, name);
    files.push({ path: name, size: (await fs.stat(full)).size, sha256: await sha256Of(full) });
  }
  const manifest: Manifest = { format: FORMAT, formatVersion: FORMAT_VERSION, ...about, files };
  await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.partial`;
  try {
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, ...names]);
    await fs.rename(partial, file);
  } catch (err) {
    await fs.rm(partial, { force: true });
    throw err;
  }
  return manifest;
}

function parseManifest(text: string): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new BadArchiveError('Its manifest is not valid JSON');
  }
  if (value.format !== FORMAT || !Array.isArray(value.files)) {
    throw new BadArchiveError('It is not a backup of this site (its manifest is not one)');
  }
  if (value.formatVersion !== FORMAT_VERSION) {
    throw new BadArchiveError(
      `Its format version ${value.formatVersion} is not one this version reads`,
    );
  }
  return value as Manifest;
}

/**
 * Reads the whole archive and checks every file against the manifest (present, same size and
 * sha256, nothing else there). Throws BadArchiveError saying what is wrong.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  const reading: Promise<void>[] = [];
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== 'File') return entry.resume();
        const hash = crypto.createHash('sha256');
        const chunks: Buffer[] = [];
        let size = 0;
        const isManifest = entry.path === MANIFEST;
        entry.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          size += chunk.length;
          if (isManifest) chunks.push(chunk);
        });
        reading.push(
          new Promise((resolve) =>
            entry.on('end', () => {
              if (isManifest) manifestText = Buffer.concat(chunks).toString('utf8');
              else seen.set(entry.path, { size, sha256: hash.digest('hex') });
              resolve();
            }),
          ),
        );
      },
    });
    await Promise.all(reading);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
    throw new BadArchiveError(
      `It is truncated or corrupt (${(err as Error).message}); nothing was restored from it`,
    );
  }
  if (manifestText === undefined) throw new BadArchiveError('It holds no manifest.json');
  const manifest = parseManifest(manifestText);
  for (const f of manifest.files) {
    const got = seen.get(f.path);
    if (!got) throw new BadArchiveError(`${f.path} is missing from it`);
    if (got.size !== f.size || got.sha256 !== f.sha256) {
      throw new BadArchiveError(`${f.path} does not match its checksum in the manifest`);
    }
    seen.delete(f.path);
  }
  const extra = [...seen.keys()][0];
  if (extra) throw new BadArchiveError(`${extra} is in it but not in its manifest`);
  return manifest;
}

/** Unpacks a checked archive into `dir` (which must be empty), and checks the files again. */
export async function extractArchive(file: string, dir: string, manifest: Manifest): Promise<void> {
  await tar.x({ file, cwd: dir, strict: true, preservePaths: false });
  for (const f of manifest.files) {
    if ((await sha256Of(path.join(dir, f.path))) !== f.sha256) {
      throw new BadArchiveError(`${f.path} changed while it was unpacked`);
    }
  }
}
