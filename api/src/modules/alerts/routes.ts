import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { ALERT_LIMITS, LANGUAGES, LIMITS } from '../../domain.js';
import type { Authenticator } from '../../lib/auth.js';
import { NEXT_SCHEDULED_HEADER } from '../../lib/read-cache.js';
import { bearer, errors, IdParams, Timestamp, typed } from '../../lib/schemas.js';
import type { AlertService } from './service.js';

const Line = (description: string) =>
  Type.Optional(Type.String({ maxLength: ALERT_LIMITS.textMax, description }));

const SendAlertBody = Type.Object(
  {
    text: Line(`The line in English, at most ${ALERT_LIMITS.textMax} characters.`),
    textTe: Line(`The line in Telugu, at most ${ALERT_LIMITS.textMax} characters.`),
    articleId: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LIMITS.idMax,
        description:
          'A published story instead of a line: its headline (and its translation’s) is shown, linking to it.',
      }),
    ),
    expiresAt: Timestamp(
      `When the alert stops being shown: in the future, at most ${ALERT_LIMITS.lifetimeMaxMinutes / 60} hours ahead.`,
    ),
  },
  { additionalProperties: false },
);

const Alert = Type.Object({
  id: Type.Integer(),
  createdAt: Timestamp('When it was sent.'),
  expiresAt: Timestamp('When it stops being shown.'),
  articleId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The story it is about, or null for a line of text.',
  }),
  lines: Type.Array(
    Type.Object({
      language: Type.Enum([...LANGUAGES]),
      text: Type.String(),
      articleId: Type.Union([Type.Integer(), Type.Null()], {
        description: 'The story this edition’s line links to (the story or its translation).',
      }),
    }),
    { description: 'One line per edition it has words for; a page shows its own, else the first.' },
  ),
});

/** Breaking-news alerts: sent and ended by editors and admins, read by everyone. */
export function alertRoutes(app: FastifyInstance, auth: Authenticator, alerts: AlertService) {
  const r = typed(app);
  const tags = ['Alerts'];

  r.get(
    '/Alerts/Active',
    {
      schema: {
        tags,
        summary: `The breaking-news alerts shown now (not expired, not ended), newest first. Public. The \`${NEXT_SCHEDULED_HEADER}\` header names when the first of them expires: a cache keeps the answer no longer`,
        response: {
          200: Type.Object({
            data: Type.Array(Alert),
            lastEventId: Type.Integer({
              description:
                'The newest event id of the `alerts` topic: a page showing these alerts opens its stream after it (`GET /Events`, the gateway’s `/live`).',
            }),
          }),
        },
      },
    },
    async (_request, reply) => {
      const { data, lastEventId } = await alerts.active();
      const first = data.map((a) => a.expiresAt).sort()[0];
      if (first) reply.header(NEXT_SCHEDULED_HEADER, first);
      return { data, lastEventId };
    },
  );

  r.post(
    '/Alerts',
    {
      onRequest: auth.required('admin', 'editor'),
      schema: {
        tags,
        summary:
          'Send a breaking-news alert: a line in English and/or Telugu (`text`, `textTe`), or a published story (`articleId`), with its expiry. Every open reader page shows it within a second. Editors and admins only',
        security: bearer,
        body: SendAlertBody,
        response: { 201: Alert, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await alerts.send(request.user!, request.body)),
  );

  r.delete(
    '/Alerts/:id',
    {
      onRequest: auth.required('admin', 'editor'),
      schema: {
        tags,
        summary:
          'End an alert before it expires: open reader pages take it down at once. 409 when it has already ended or expired. Editors and admins only',
        security: bearer,
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await alerts.end(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
