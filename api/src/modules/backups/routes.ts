import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Authenticator } from '../../lib/auth.js';
import { AppError, notFound } from '../../lib/errors.js';
import { bearer, errors, Timestamp, typed } from '../../lib/schemas.js';
import { BackupCheck, BACKUP_NAME } from '@news/contract';
import { backupNow, listBackups, readStatus } from './folder.js';
import type { BackupSource } from './take.js';

const tags = ['Backups'];

const Backup = Type.Object({
  name: Type.String({ description: 'The archive file name, which says when it was taken (UTC).' }),
  createdAt: Timestamp('When the backup was taken.'),
  size: Type.Integer({ description: 'The archive size in bytes.' }),
  check: Type.Union(
    [
      Type.Literal(BackupCheck.VERIFIED),
      Type.Literal(BackupCheck.UNCHECKED),
      Type.Literal(BackupCheck.CHANGED),
    ],
    {
      description:
        'verified: read back whole and matching its checksums when taken (and its size unchanged); unchecked: no record of that check; changed: its size differs from the checked one',
    },
  ),
});

const BackupList = Type.Object({
  data: Type.Array(Backup, { description: 'The archives in the backups folder, newest first.' }),
  lastSuccess: Type.Union([
    Type.Null(),
    Type.Object({ at: Timestamp('When.'), name: Type.String() }),
  ]),
  lastFailure: Type.Union([
    Type.Null(),
    Type.Object({ at: Timestamp('When it failed.'), message: Type.String() }),
  ]),
});

const NameParams = Type.Object({
  name: Type.String({
    pattern: BACKUP_NAME.source,
    maxLength: 64,
    description: 'An archive name from the list.',
  }),
});

/** The backups admins see, take and download. Admins only: an archive holds every account. */
export function backupRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  source: BackupSource,
  dir: string,
  now: () => Date,
) {
  const r = typed(app);
  r.get(
    '/Admin/Backups',
    {
      onRequest: auth.required('admin'),
      schema: {
        tags,
        summary:
          'The backups kept on this machine, the last one taken and the last failure. Admins',
        security: bearer,
        response: { 200: BackupList, ...errors(401, 403) },
      },
    },
    async () => {
      const status = await readStatus(dir);
      return {
        data: await listBackups(dir),
        lastSuccess: status.lastSuccess ?? null,
        lastFailure: status.lastFailure ?? null,
      };
    },
  );

  r.post(
    '/Admin/Backups',
    {
      onRequest: auth.required('admin'),
      schema: {
        tags,
        summary:
          'Take a backup now (as `npm run backup` does) and answer it once read back and checked. Admins; 409 while another is under way',
        security: bearer,
        response: { 201: Backup, ...errors(401, 403, 409, 500) },
      },
    },
    async (request, reply) => {
      let file: string;
      try {
        file = (await backupNow(source, dir, now)).file;
      } catch (err) {
        if (/under way/.test((err as Error).message)) {
          throw new AppError('CONFLICT', 409, (err as Error).message);
        }
        request.log.error({ err }, 'backup failed');
        throw new AppError(
          'INTERNAL_SERVER_ERROR',
          500,
          `The backup failed: ${(err as Error).message}`,
        );
      }
      const entry = (await listBackups(dir)).find((b) => b.name === path.basename(file))!;
      return reply.status(201).send(entry);
    },
  );

  r.get(
    '/Admin/Backups/:name',
    {
      onRequest: auth.required('admin'),
      schema: {
        tags,
        summary: 'Download one backup archive (gzipped tar). Admins',
        security: bearer,
        params: NameParams,
        response: { ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = path.join(dir, request.params.name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw notFound('There is no backup by that name');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', stat.size)
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  );
}
