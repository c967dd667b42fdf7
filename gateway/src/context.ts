import type { FastifyReply, FastifyRequest } from 'fastify';
import { AlertsAPI } from './datasources/alerts.js';
import { BackupsAPI } from './datasources/backups.js';
import { ArticlesAPI } from './datasources/articles.js';
import { AuthAPI } from './datasources/auth.js';
import { LiveBlogsAPI } from './datasources/liveblogs.js';
import { tagsOfWrite } from './cache-tags.js';
import type { Call } from './datasources/call.js';
import { SecondFactorAPI } from './datasources/second-factor.js';
import { SessionsAPI } from './datasources/sessions.js';
import { UsersAPI } from './datasources/users.js';
import type { ReadStore } from './reads/store.js';
import type { LiveEvents } from './live/subscribe.js';
import { readToken, Session } from './session.js';
import { clientUserAgent, NextScheduled, type RestClient } from './upstream.js';

export interface Context {
  articles: ArticlesAPI;
  alerts: AlertsAPI;
  liveBlogs: LiveBlogsAPI;
  backups: BackupsAPI;
  users: UsersAPI;
  auth: AuthAPI;
  secondFactors: SecondFactorAPI;
  sessions: SessionsAPI;
  session: Session;
  /** Whether the request carries a token (valid or not): its reads are the account's own. */
  signedIn: boolean;
  /** The entities this request's reads show, when its answer may be kept (cache-tags.ts). */
  cacheTags?: Set<string>;
  /** When what this request reads changes by itself, when its answer may be kept. */
  schedule?: NextScheduled;
  /** The entities this request's writes touched: their kept pages and answers are purged. */
  touched: Set<string>;
  /** Where "Most read" and "Trending" are ranked (reads/), when the gateway counts reads. */
  reads?: ReadStore;
  /** A topic's events: given only to a subscription over server-sent events. */
  live?: LiveEvents;
}

/** A fresh context per request: data sources and their DataLoader caches never outlive it. */
export function createContext(
  rest: RestClient,
  cookieSecure: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
): Context {
  const { token, source } = readToken(request);
  // An anonymous read's answer may be kept for everyone: it collects what it shows, and when
  // that changes by itself.
  const schedule = token === undefined ? new NextScheduled() : undefined;
  const context = contextWith(
    rest,
    request.ip,
    token,
    new Session(reply, cookieSecure, source),
    request.id,
    schedule,
    clientUserAgent(request.headers['user-agent']),
  );
  return schedule ? { ...context, cacheTags: new Set(), schedule } : context;
}

/**
 * A reader's context, for the pages the gateway renders: no token whatever the request carries
 * (the page is the same for everyone, and may be kept and served to others), and no cookie ever
 * set. `ip` is the reader's address, forwarded to the api as for any request.
 */
export function readerContext(
  rest: RestClient,
  ip: string,
  requestId?: string,
  cacheTags?: Set<string>,
  schedule?: NextScheduled,
): Context {
  return {
    ...contextWith(rest, ip, undefined, new Session(null, false, undefined), requestId, schedule),
    ...(cacheTags ? { cacheTags } : {}),
    ...(schedule ? { schedule } : {}),
  };
}

/**
 * A staff preview's context (a page rendered with the account's token, so its reads include what
 * the account may see, such as its drafts): like a reader's, it never sets a cookie.
 */
export function previewContext(
  rest: RestClient,
  ip: string,
  token: string,
  requestId?: string,
): Context {
  return contextWith(rest, ip, token, new Session(null, false, undefined), requestId);
}

function contextWith(
  rest: RestClient,
  ip: string,
  token: string | undefined,
  session: Session,
  requestId?: string,
  schedule?: NextScheduled,
  userAgent?: string,
): Context {
  const touched = new Set<string>();
  const call: Call = async <T>(req: Parameters<Call>[0]) => {
    const answer = await rest.call<T>(req, ip, requestId, schedule);
    for (const tag of tagsOfWrite(req, answer)) touched.add(tag);
    return answer;
  };
  return {
    touched,
    articles: new ArticlesAPI(call, token),
    alerts: new AlertsAPI(call, token),
    liveBlogs: new LiveBlogsAPI(call, token),
    backups: new BackupsAPI(call, token),
    users: new UsersAPI(call, token),
    auth: new AuthAPI(call, token, userAgent),
    secondFactors: new SecondFactorAPI(call, token, userAgent),
    sessions: new SessionsAPI(call, token),
    session,
    signedIn: token !== undefined,
  };
}
