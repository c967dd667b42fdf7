import {
  LANGUAGES,
  PREFERENCE_COOKIES,
  PREFERENCE_MAX_AGE_SECONDS,
  PREFERENCES_PATH,
  THEMES,
} from '@news/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The longest address a reader is sent back to. */
const RETURN_MAX = 2048;

const CHOICES = {
  [PREFERENCE_COOKIES.language]: LANGUAGES,
  [PREFERENCE_COOKIES.theme]: THEMES,
};

function refuse(reply: FastifyReply, field: string, message: string) {
  return reply
    .code(400)
    .type('application/json')
    .send({ errors: [{ code: 'BAD_USER_INPUT', message, field }] });
}

/** A path on this site to go back to: one leading slash, no scheme, host or backslash. */
function returnPath(value: string | undefined): string | null {
  if (value === undefined || value === '') return '/home';
  if (value.length > RETURN_MAX || !/^\/(?![/\\])/.test(value) || /[\\\s]/.test(value)) return null;
  return value;
}

/**
 * `POST /preferences`: the reader pages' language switch and theme toggle as plain forms, for a
 * page read without a script. The choice goes into the cookie the server renders pages by (the
 * page's script, where it runs, does the same and also keeps it in localStorage), and the reader
 * is sent back to the page they were on.
 */
export async function preferencesRoute(app: FastifyInstance, cookieSecure: boolean): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post(PREFERENCES_PATH, async (request, reply) => {
      if (!(request.body instanceof URLSearchParams)) {
        return refuse(reply, 'body', 'Send the form as application/x-www-form-urlencoded');
      }
      const form = request.body;
      const back = returnPath(form.get('return') ?? undefined);
      if (back === null) return refuse(reply, 'return', 'return must be a path on this site');
      let chosen = 0;
      for (const [field, allowed] of Object.entries(CHOICES)) {
        const value = form.get(field);
        if (value === null) continue;
        if (!(allowed as readonly string[]).includes(value)) {
          return refuse(reply, field, `${field} must be one of ${allowed.join(', ')}`);
        }
        void reply.setCookie(field, value, {
          path: '/',
          maxAge: PREFERENCE_MAX_AGE_SECONDS,
          sameSite: 'lax',
          secure: cookieSecure,
        });
        chosen += 1;
      }
      if (chosen === 0) return refuse(reply, 'lang', 'Choose a language (lang) or a theme (theme)');
      return reply.code(303).header('cache-control', 'no-store').redirect(back, 303);
    });
  });
}
