import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { edgeOptions, hardenEdge, systemTimers, type Timers } from '@news/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { repoRoot, type Config } from './config.js';
import type { Database } from './db/index.js';
import { createAuthenticator } from './lib/auth.js';
import { clientKey } from './lib/client-key.js';
import { AppError, badInput, registerErrorHandling } from './lib/errors.js';
import { ReadRepository } from './modules/reads/repository.js';
import { readRoutes } from './modules/reads/routes.js';
import { ReadService } from './modules/reads/service.js';
import { apiMetrics } from './lib/metrics.js';
import { keepPublicReads } from './lib/read-cache.js';
import { sharedCounters } from './lib/shared-counters.js';
import { registerValidation } from './lib/validation.js';
import { createTokenService } from './lib/tokens.js';
import { ArticleRepository } from './modules/articles/repository.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { AlertRepository } from './modules/alerts/repository.js';
import { AlertService } from './modules/alerts/service.js';
import { LivePublisher } from './modules/live/publisher.js';
import { EventLog } from './modules/live/repository.js';
import { LiveBlogRepository } from './modules/liveblogs/repository.js';
import { liveBlogRoutes } from './modules/liveblogs/routes.js';
import { LiveBlogService } from './modules/liveblogs/service.js';
import { eventRoutes } from './modules/live/routes.js';
import { accountLinkRoutes } from './modules/account-links/routes.js';
import { AccountLinkRepository } from './modules/account-links/repository.js';
import { AccountLinkService } from './modules/account-links/service.js';
import { articleRoutes } from './modules/articles/routes.js';
import { schedulePurges, TrashService } from './modules/articles/trash.js';
import { backupRoutes } from './modules/backups/routes.js';
import { scheduleBackups, type BackupSchedule } from './modules/backups/schedule.js';
import { ArticleService } from './modules/articles/service.js';
import { NoteService } from './modules/articles/notes.js';
import { noteRoutes } from './modules/articles/notes-routes.js';
import { suggestionRoutes } from './modules/articles/suggestions/routes.js';
import { searchFor } from './modules/articles/search/index.js';
import { SuggestionService } from './modules/articles/suggestions/service.js';
import { authRoutes } from './modules/auth/routes.js';
import { SessionRepository } from './modules/sessions/repository.js';
import { sessionRoutes } from './modules/sessions/routes.js';
import { SessionService } from './modules/sessions/service.js';
import { AuthService } from './modules/auth/service.js';
import { PasskeyRepository } from './modules/second-factor/passkey-repository.js';
import { passkeyRoutes } from './modules/second-factor/passkey-routes.js';
import { PasskeyService } from './modules/second-factor/passkeys.js';
import { SecondFactorRepository } from './modules/second-factor/repository.js';
import { secondFactorRoutes } from './modules/second-factor/routes.js';
import { SecondFactorService } from './modules/second-factor/service.js';
import { TicketService } from './modules/second-factor/tickets.js';
import { healthRoutes } from './modules/health/routes.js';
import { mediaRoutes, type UploadOptions } from './modules/media/routes.js';
import { MediaService, type MediaServiceOptions } from './modules/media/service.js';
import { ShareImages } from './modules/media/share.js';
import { createMediaStore } from './modules/media/store.js';
import { UserRepository } from './modules/users/repository.js';
import { userRoutes } from './modules/users/routes.js';
import { UserService } from './modules/users/service.js';

export const MEDIA_DIR = path.join(repoRoot, 'api', 'media');
export const BODY_LIMIT = 1024 * 1024;

/** JSON answers load nothing, run nothing and are never framed. */
const JSON_CSP = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** On /Auth/* only credentials belong in a query string: it is never logged. */
const AUTH_PATH = /(^|\/)auth(\/|$)/i;

/** The same policy for answers Fastify gives before any hook runs (a malformed URL). */
const EARLY_CSP = Object.entries(JSON_CSP)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

/**
 * Swagger UI at /docs: its scripts, styles, images and the OpenAPI document from this origin,
 * and "Try it out" calls to it; never framed. Styles may be inline because Swagger UI inserts a
 * <style> element (checked in Chromium: no violation with this policy).
 */
const DOCS_CSP = [
  "default-src 'none'",
  "base-uri 'none'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/** Images under /media/: an SVG opened on its own must not run script or load anything. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface AppOptions {
  config: Config;
  /** Owned by the app from here on: closing the app closes it. */
  database: Database;
  jwtSecret: string;
  /** Where log lines go; standard output when left out. */
  logStream?: NodeJS.WritableStream;
  /** Uploaded photos: the clock and how many are processed at once (tests). */
  media?: MediaServiceOptions;
  /** Uploads: how long one may send nothing, and how many are received at once (tests). */
  upload?: Omit<UploadOptions, 'ratePerAccount' | 'timers'>;
  /**
   * What the idle limits, the lingering on refused bodies and the sweep's schedule run on: the
   * process's timers, or a clock a test moves.
   */
  timers?: Timers;
  /** The clock one-time account links are issued and judged by (tests move it past expiry). */
  now?: () => Date;
}

/** How often unused photos and leftover files are removed (also once at start). */
export const SWEEP_INTERVAL_MS = 3600 * 1000;
/** The start's sweep waits this long, so it does not compete with starting. */
const SWEEP_START_DELAY_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded photos: the store, and the sweep (also run at start and every hour). */
    media: MediaService;
    /** Scheduled backups (BACKUP_INTERVAL_MINUTES); tests wait on one under way. */
    backups: BackupSchedule;
  }
}

export async function buildApp({
  config,
  database,
  jwtSecret,
  logStream,
  media: mediaOptions,
  upload: uploadOptions,
  timers = systemTimers,
  now = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...edgeOptions({
      logLevel: config.logLevel,
      logStream,
      secretQueries: AUTH_PATH,
      slowClients: config.slowClients,
      trustProxy: config.trustProxy,
      earlyPolicy: EARLY_CSP,
      clientError: (message) => ({ errors: [{ code: 'BAD_REQUEST', message }] }),
      badAddress: {
        errors: [{ code: 'BAD_REQUEST', message: 'The request URL is not valid', field: 'url' }],
      },
    }),
    bodyLimit: BODY_LIMIT,
  });
  // First, so that its hook times every route's answers.
  const metrics = apiMetrics(app, database, config.metrics);
  const media = new MediaService(
    database,
    createMediaStore(config.mediaStore, config.dataDir, database),
    app.log,
    mediaOptions,
  );
  app.decorate('media', media);
  scheduleSweeps(app, media, database, timers);
  const backups = scheduleBackups(config, config.backups, app.log, timers, now);
  app.decorate('backups', backups);
  app.addHook('onReady', () => backups.start());
  app.addHook('onClose', () => backups.stop());
  app.decorateRequest('user', null);
  registerErrorHandling(app);
  registerValidation(app);
  // JSON only, in UTF-8: anything else is answered 415 rather than parsed as a string.
  app.removeContentTypeParser('text/plain');
  // Security headers on every answer, nosniff included; /docs and /media/ set their own CSP.
  // HSTS only where the site is served over HTTPS (production, or COOKIE_SECURE=true).
  hardenEdge(app, {
    directives: JSON_CSP,
    https: config.cookieSecure,
    refuse: (status, message) =>
      status === 415
        ? new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message)
        : badInput('body', message),
    timers,
  });
  // Counted in Redis when there is one, so that every api process counts the same attempts.
  const counters = config.redisUrl ? sharedCounters(config.redisUrl, app.log) : undefined;
  if (counters) app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, {
    global: false,
    onExceeded: (request) => metrics.refused(request),
    ...(counters
      ? { redis: counters.redis, skipOnError: true, nameSpace: 'news-rate-limit:' }
      : {}),
  });

  await registerDocs(app);

  await serveMediaFiles(app);

  registerModules(app, {
    config,
    database,
    jwtSecret,
    media,
    uploadOptions,
    timers,
    now,
    metrics,
    counters,
  });

  return app;
}

/**
 * Unused photos go on start (a moment after) and every hour; the timers never keep the process
 * alive. On close no new sweep starts, one under way stops after its current photo, and is waited
 * for (a little) before the database closes.
 */
function scheduleSweeps(
  app: FastifyInstance,
  media: MediaService,
  database: Database,
  timers: Timers,
) {
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping.then(() =>
      media.sweep().catch((err: unknown) => app.log.error({ err }, 'media sweep failed')),
    );
  };
  let next: unknown;
  const sweepIn = (ms: number) => {
    next = timers.setTimeout(() => {
      sweep();
      sweepIn(SWEEP_INTERVAL_MS);
    }, ms);
  };
  app.addHook('onReady', async () => sweepIn(SWEEP_START_DELAY_MS));
  app.addHook('onClose', async () => {
    timers.clearTimeout(next);
    media.close();
    // A query waiting for a connection when a pool ends may never settle (pg-pool): bounded.
    await Promise.race([sweeping, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await database.close();
  });
}

/** The OpenAPI document at /openapi.json, and Swagger UI at /docs. */
async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'News site REST API',
        version: '1.0.0',
        description:
          'Articles in English and Telugu, and the staff accounts that write them. Errors are `{"errors":[{"code","message","field"?}]}`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

/** Uploaded photos' files at /media/, kept a week by caches, shown by any site. */
async function serveMediaFiles(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
    setHeaders: (reply) => {
      // Replaces helmet's policy for the file itself; public images may be shown by any site,
      // as before helmet.
      reply.header('content-security-policy', MEDIA_CSP);
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}

/** What the modules are built from: the app's settings, stores and shared pieces. */
interface ModuleDeps {
  config: Config;
  database: Database;
  jwtSecret: string;
  media: MediaService;
  uploadOptions: AppOptions['upload'];
  timers: Timers;
  now: () => Date;
  metrics: ReturnType<typeof apiMetrics>;
  counters: ReturnType<typeof sharedCounters> | undefined;
}

/** Every module's repository, service and routes, wired to each other. */
function registerModules(
  app: FastifyInstance,
  { config, database, jwtSecret, media, uploadOptions, timers, now, metrics, counters }: ModuleDeps,
) {
  const userRepository = new UserRepository(database);
  const tokens = createTokenService(jwtSecret, config.jwtTtlSeconds);
  const sessionService = new SessionService(new SessionRepository(database), now);
  const auth = createAuthenticator(tokens, async (id) => {
    const session = await userRepository.findSession(id);
    await sessionService.used(id, session);
    return session;
  });

  // Each attempt costs an argon2 hash, so logins and sign-ups are limited per client address.
  const attempts = {
    rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute', keyGenerator: clientKey },
  };

  const shareImages = new ShareImages(
    path.join(MEDIA_DIR, 'seed'),
    path.join(config.dataDir, 'share-images'),
    app.log,
  );

  keepPublicReads(app, database, config.readCacheBytes, metrics.readCache);
  healthRoutes(app, database, counters?.answers);
  const articleRepository = new ArticleRepository(database);
  const articleService = new ArticleService(articleRepository, config.timeZone, media, shareImages);
  const trashService = new TrashService(articleRepository, now, media);
  articleRoutes(app, auth, articleService, trashService);
  schedulePurges(app, trashService, timers);
  readRoutes(app, new ReadService(new ReadRepository(database), now));
  noteRoutes(app, auth, new NoteService(articleRepository, articleService));
  suggestionRoutes(app, new SuggestionService(database.db, searchFor(database)));
  mediaRoutes(
    app,
    auth,
    media,
    shareImages,
    {
      'content-security-policy': MEDIA_CSP,
      'cross-origin-resource-policy': 'cross-origin',
    },
    { ...uploadOptions, ratePerAccount: config.uploadRateLimit, timers },
  );
  backupRoutes(app, auth, config, config.backups.dir, now);
  // Live events: heard in this process, and by every gateway through Redis when there is one.
  const publisher = new LivePublisher(app.log, counters?.redis);
  const eventLog = new EventLog(database.db);
  eventRoutes(app, eventLog, publisher);
  alertRoutes(app, auth, new AlertService(new AlertRepository(database.db), eventLog, publisher));
  const liveBlogs = new LiveBlogService(new LiveBlogRepository(database), eventLog, publisher);
  liveBlogRoutes(app, auth, liveBlogs);
  const userService = new UserService(userRepository, media.images);
  const secondFactors = new SecondFactorService(
    new SecondFactorRepository(database),
    userRepository,
    new TicketService(jwtSecret),
    new PasskeyService(new PasskeyRepository(database), config.passkeys),
    now,
  );
  const authService = new AuthService(
    userRepository,
    tokens,
    (account) => secondFactors.afterPassword(account),
    (session, userAgent) => sessionService.signedIn(session.id, session.userId, userAgent),
  );
  authRoutes(app, auth, authService, userService, attempts);
  secondFactorRoutes(app, auth, secondFactors, authService, userService, attempts);
  passkeyRoutes(app, auth, secondFactors, attempts);
  sessionRoutes(app, auth, sessionService, userService);
  userRoutes(app, auth, userService, {
    allowSignup: config.allowSignup,
    routeConfig: attempts,
  });
  // Using a link costs an argon2 hash and guesses at tokens: limited as logins are.
  accountLinkRoutes(
    app,
    auth,
    new AccountLinkService(
      new AccountLinkRepository(database, userRepository),
      userRepository,
      userService,
      now,
    ),
    attempts,
  );
}
