import multipart, { type MultipartFile } from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  closeAfterAnswer,
  closeAtOnce,
  closesAtOnce,
  systemTimers,
  type Timers,
} from '@news/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ImageFormat, UPLOAD } from '../../domain.js';
import type { Authenticator } from '../../lib/auth.js';
import { AppError, badInput, notFound, uploadRefused } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/schemas.js';
import { Image, MediaFileParams, ShareFileParams, UploadBody } from './schemas.js';
import type { MediaService } from './service.js';
import type { ShareImages } from './share.js';

/** The limits busboy enforces while reading: one file, a few small fields at most. */
const LIMITS = {
  fileSize: UPLOAD.bytesMax,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
  headerPairs: 100,
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A file whose name never changes its bytes: cached for a year, its name as its ETag, and 304
 * for a client that has it; nothing for the browser to sniff.
 */
function sendImmutable(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  file: { data: Buffer; type: string },
) {
  const etag = `"${name}"`;
  void reply
    .header('cache-control', IMMUTABLE)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  const match = request.headers['if-none-match'];
  if (
    match !== undefined &&
    match.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t === etag || t === `W/${etag}`;
    })
  ) {
    // Nothing but the headers (the schema's 304 is for the document).
    return reply.status(304).send();
  }
  return reply.header('content-type', file.type).send(file.data);
}

/** A missing file may appear later (an upload, a new release): briefly cached. */
const MISSING_CACHE = 'public, max-age=60';

/** A stored file by its name with the route's headers, or 404 (`missing`) briefly cached. */
function sendFound(
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string>,
  name: string,
  file: { data: Buffer; type: string } | undefined,
  missing: string,
) {
  reply.headers(headers);
  if (!file) {
    reply.header('cache-control', MISSING_CACHE);
    throw notFound(missing);
  }
  return sendImmutable(request, reply, name, file);
}

/** A stored file route's answers: the file in one of `types`, 304, or 404. */
const fileResponses = (description: string, types: readonly string[]) => ({
  200: {
    description,
    content: Object.fromEntries(
      types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  },
  304: { type: 'null', description: 'Not modified: the If-None-Match ETag is this file.' },
  ...errors(404),
});

/**
 * The file's bytes, read only up to the limit: a larger file is refused (413) the moment it
 * passes it (busboy says so with 'limit'; it would otherwise skip the rest of the part, reading
 * it all), and the rest is not read (see LINGER in @news/server-kit).
 */
function readFile(part: MultipartFile): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const file = part.file;
    const tooLarge = () => {
      file.destroy();
      reject(uploadRefused('TOO_LARGE'));
    };
    // A body cut short closes the part without an end (maybe before this runs).
    const cutShort = () => reject(uploadRefused('MISSING'));
    if (file.truncated) return tooLarge();
    if (file.destroyed) return cutShort();
    file.on('limit', tooLarge);
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.on('end', () => (file.truncated ? tooLarge() : resolve(Buffer.concat(chunks))));
    file.on('error', cutShort);
    file.on('close', cutShort);
  });
}

const requestTimeout = () =>
  new AppError(
    'REQUEST_TIMEOUT',
    408,
    'The upload stopped arriving: nothing was received for too long; try again',
    'file',
  );

/**
 * The one file of a multipart/form-data body, in the part named `file`. Should the body stop
 * arriving (no bytes for `idleMs`) the read stops, answering 408: Fastify's requestTimeout is
 * off, and a client gone quiet would otherwise hold the request, and what it sent, forever.
 */
async function uploadedFile(
  request: FastifyRequest,
  idleMs: number,
  timers: Timers,
): Promise<Buffer> {
  if (!request.isMultipart()) throw uploadRefused('MISSING');
  const raw = request.raw;
  const parts = request.parts({ limits: LIMITS })[Symbol.asyncIterator]();
  // Asking for the first part starts the parsing: the request is piped into the parser (which
  // happens at once, before any await), so a 'data' listener added after it only watches.
  const first = parts.next();
  let current: MultipartFile | undefined;
  let timer: unknown;
  let arm = () => {};
  const stalled = new Promise<never>((_resolve, reject) => {
    arm = () => {
      timers.clearTimeout(timer);
      timer = timers.setTimeout(() => {
        // Drops what the part holds, and stops the reading below.
        current?.file.destroy();
        reject(requestTimeout());
      }, idleMs);
    };
  });
  arm();
  raw.on('data', arm);

  const read = async (): Promise<Buffer> => {
    let file: Buffer | undefined;
    try {
      for (let step = await first; !step.done; step = await parts.next()) {
        const part = step.value;
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') throw uploadRefused('MISSING');
        current = part;
        file = await readFile(part);
        current = undefined;
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = (err as { code?: unknown } | null)?.code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadRefused('TOO_LARGE');
      if (code === 'FST_FILES_LIMIT') {
        throw badInput('file', 'Send one file only, in the part named "file"');
      }
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw badInput('file', 'The upload has too many parts: send only the part named "file"');
      }
      // Malformed multipart (a bad boundary, a part cut short, ...).
      throw uploadRefused('MISSING');
    }
    if (file === undefined) throw uploadRefused('MISSING');
    return file;
  };
  const reading = read();
  // After a timeout the reading ends when the connection closes; nobody waits for it then.
  reading.catch(() => undefined);
  try {
    return await Promise.race([reading, stalled]);
  } catch (err) {
    // Answered 408, and its connection closed: a client gone quiet sends nothing more to read.
    if (err instanceof AppError && err.code === 'REQUEST_TIMEOUT') closeAtOnce(raw);
    throw err;
  } finally {
    timers.clearTimeout(timer);
    raw.off('data', arm);
  }
}

export interface UploadOptions {
  /** Uploads per account per UPLOAD_RATE_WINDOW (UPLOAD_RATE_LIMIT). */
  ratePerAccount: number;
  /** Uploads being received at once; more are answered 503 before they are read. */
  receivingMax?: number;
  /** Told how many uploads are being received whenever that changes (tests wait on it). */
  onReceiving?: (count: number) => void;
  /** What the idle limit and the lingering after a refusal run on (systemTimers). */
  timers?: Timers;
}

/** Uploads an account may make per this window (the count is UPLOAD_RATE_LIMIT). */
export const UPLOAD_RATE_WINDOW = '10 minutes';
/** An upload that sends no bytes for this long is answered 408 and its connection closed. */
export const UPLOAD_IDLE_MS = 30_000;
/**
 * Uploads being received at once, over every account: each may hold up to 10 MiB while it
 * arrives. Beyond it, 503 before anything is read.
 */
export const UPLOADS_RECEIVING_MAX = 16;

const tags = ['Media'];

export function mediaRoutes(
  app: FastifyInstance,
  auth: Authenticator,
  media: MediaService,
  shareImages: ShareImages,
  headers: Record<string, string>,
  options: UploadOptions,
) {
  uploadRoute(app, auth, media, options);
  photoFileRoute(app, media, headers);
  shareFileRoute(app, shareImages, headers);
}

/** `POST /Media`: one photo, read with limits on size, time, rate and uploads at once. */
function uploadRoute(
  app: FastifyInstance,
  auth: Authenticator,
  media: MediaService,
  options: UploadOptions,
) {
  const receivingMax = options.receivingMax ?? UPLOADS_RECEIVING_MAX;
  const timers = options.timers ?? systemTimers;
  let receiving = 0;
  const countReceiving = (change: 1 | -1) => {
    receiving += change;
    options.onReceiving?.(receiving);
  };

  // Multipart is parsed for this route only; every other route keeps refusing it (415).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(multipart, { throwFileSizeLimit: true, limits: LIMITS });
    // Anything but multipart/form-data holds no file.
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(uploadRefused('MISSING'), undefined);
    });
    scope.addHook('onResponse', async (request) => closeAfterAnswer(request, timers));
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/Media',
      {
        onRequest: auth.required(),
        // Per account (the token is checked first: this runs after it), as many as a newsroom
        // uploads in a busy hour; each costs seconds of processing.
        config: {
          rateLimit: {
            max: options.ratePerAccount,
            timeWindow: UPLOAD_RATE_WINDOW,
            keyGenerator: (request: FastifyRequest) => `account:${request.user!.id}`,
            errorResponseBuilder: () =>
              new AppError(
                'RATE_LIMITED',
                429,
                'Too many uploads from this account; wait a few minutes and try again',
              ),
          },
        },
        // The body schema is for the OpenAPI document; the handler reads the parts itself.
        validatorCompiler: () => () => true,
        schema: {
          tags,
          summary:
            'Upload a photo (JPEG or PNG, at most 10 MiB and 50 million pixels) for an article: any staff account. Stored without its metadata (EXIF, GPS), turned upright, in several widths in WebP and its own format; kept for a day for an article to take it (`imageId`). The same file uploaded again answers the stored photo. A refused file answers 400 (413 when too large) with field `file` and a `reason`: WRONG_TYPE, EMPTY, TOO_LARGE, DAMAGED, TOO_MANY_PIXELS or MISSING. An upload that sends nothing for 30 s is answered 408 (REQUEST_TIMEOUT) and its connection closed; an account may upload 60 photos (UPLOAD_RATE_LIMIT) per 10 minutes (then 429, RATE_LIMITED, with Retry-After); too many uploads arriving or being processed at once answer 503',
          security: bearer,
          consumes: ['multipart/form-data'],
          body: UploadBody,
          response: { 201: Image, ...errors(400, 401, 408, 413, 429, 503) },
        },
      },
      async (request, reply) => {
        // Counted before a byte of the file is read: what is being received is held in memory.
        if (receiving >= receivingMax) {
          throw new AppError(
            'UNAVAILABLE',
            503,
            'Too many photos are being uploaded; try again in a moment',
            'file',
          );
        }
        countReceiving(1);
        let bytes: Buffer;
        try {
          bytes = await uploadedFile(request, UPLOAD_IDLE_MS, timers);
        } catch (err) {
          if (closesAtOnce(request.raw)) void reply.header('connection', 'close');
          throw err;
        } finally {
          countReceiving(-1);
        }
        const image = await media.upload(request.user!, bytes);
        return reply.status(201).send(image);
      },
    );
  });
}

/** `GET /media/i/:name`: a stored photo file. */
function photoFileRoute(
  app: FastifyInstance,
  media: MediaService,
  headers: Record<string, string>,
) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/media/i/:name',
    {
      schema: {
        tags,
        summary:
          'A stored photo file, cached for a year (its name is the hash of its bytes, so it never changes); ETag and If-None-Match (304)',
        params: MediaFileParams,
        response: fileResponses('The file.', Object.values(ImageFormat)),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Checked against the strict name pattern before the store is touched: no path, no dots.
      const file = await media.file(name);
      return sendFound(request, reply, headers, name, file, 'No such image');
    },
  );
}

/** `GET /media/share/:name`: a link-preview picture made from a seed illustration. */
function shareFileRoute(
  app: FastifyInstance,
  shareImages: ShareImages,
  headers: Record<string, string>,
) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/media/share/:name',
    {
      schema: {
        tags,
        summary:
          "A picture for link previews: a 1200 px JPEG made once from one of the site's own illustrations (`/media/seed/*.svg`), as an article's `shareImage` names it. Cached for a year (the name holds a hash of the illustration, so it never changes); ETag and If-None-Match (304). Any other name is 404",
        params: ShareFileParams,
        response: fileResponses('The JPEG.', [ImageFormat.JPEG]),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Only the current address of an SVG in the seed directory is made: share.ts.
      const data = await shareImages.file(name);
      const file = data && { data, type: ImageFormat.JPEG };
      return sendFound(request, reply, headers, name, file, 'No such share picture');
    },
  );
}
