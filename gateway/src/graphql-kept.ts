/*
 * A kept public GraphQL answer (graphql-cache.ts) sent before Apollo Server's pipeline runs: the
 * request is keyed as the plugin keys it, and the answer's bytes go out as Apollo wrote them,
 * with the same headers, in the best compressed form the request takes (each form made once per
 * kept answer, when a request first takes it). Anything the hook is not sure of (a session, a
 * request Apollo would refuse, a persisted query, another media type) goes on to Apollo, which
 * answers as ever.
 */
import type { CacheCounters } from '@news/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  answerKey,
  keptAnswerHeaders,
  type KeptAnswer,
  type KeptAnswers,
} from './graphql-cache.js';
import { acceptedEncoding, compressFirst } from './web/compression.js';
import { hasSession } from './web/render/headers.js';
import { mayBeForged } from './web/upload/csrf.js';

/** The answer depends on who asks (a signed-in editor sees drafts). */
export const GRAPHQL_VARY = 'Cookie, Authorization';
/** A kept answer's form also depends on the codings the request takes. */
const KEPT_VARY = `${GRAPHQL_VARY}, Accept-Encoding`;
/** Apollo Server's media type for a request that accepts JSON (or anything). */
const JSON_TYPE = 'application/json; charset=utf-8';

/** A kept answer's bytes as sent, and its compressed forms once a request has taken each. */
interface Forms {
  identity: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

interface Operation {
  operationName?: string | null;
  query: string;
  variables?: unknown;
}

const isVariables = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));

/** The operation a POST body or a GET address asks, when it is one the hook may answer. */
function operationOf(request: FastifyRequest): Operation | undefined {
  const asked = request.method === 'POST' ? request.body : request.query;
  if (!asked || typeof asked !== 'object' || Array.isArray(asked)) return undefined;
  const { query, operationName, extensions } = asked as Record<string, unknown>;
  let { variables } = asked as Record<string, unknown>;
  // A persisted query registers its hash with Apollo: it always goes through.
  if (typeof query !== 'string' || extensions !== undefined) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return undefined;
  }
  if (request.method === 'GET' && typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      return undefined;
    }
  }
  return isVariables(variables) ? { operationName, query, variables } : undefined;
}

/** Whether Apollo would answer the request as `application/json`. */
function acceptsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept?.trim().toLowerCase();
  return accept === undefined || accept === '*/*' || accept === 'application/json';
}

/** The `/graphql` preHandler that sends a kept answer, else lets Apollo run. */
export function keptAnswerHook(
  answers: KeptAnswers,
  metrics?: {
    counters: CacheCounters;
    /** Told of each kept query sent: its operation's name and the seconds it took. */
    keptQuery: (name: string | null, seconds: number) => void;
  },
) {
  // The forms of each kept answer, made once for every reader it is sent to.
  const forms = new WeakMap<KeptAnswer, Forms>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    if (hasSession(request) || mayBeForged(request) || !acceptsJson(request)) return;
    const operation = operationOf(request);
    if (!operation) return;
    const key = answerKey(operation.operationName, operation.query, operation.variables);
    if (key === undefined) return;
    const kept = answers.peek(key) ?? (await answers.get(key));
    if (typeof kept?.body !== 'string') return;
    metrics?.counters.hit();
    metrics?.keptQuery(kept.operation ?? null, (performance.now() - started) / 1000);
    let form = forms.get(kept);
    if (!form) forms.set(kept, (form = { identity: Buffer.from(kept.body) }));
    reply.header('content-type', JSON_TYPE).header('vary', KEPT_VARY);
    for (const [name, value] of keptAnswerHeaders(kept)) reply.header(name, value);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(form.identity);
    // Readers asking meanwhile wait for the same one.
    form[encoding] ??= compressFirst(form.identity, encoding);
    return reply.header('content-encoding', encoding).send(await form[encoding]);
  };
}
