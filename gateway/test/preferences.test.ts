import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers.js';

/**
 * `POST /preferences`: the reader pages' language and theme forms, for a browser without a script.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const post = (body: string, contentType = 'application/x-www-form-urlencoded') =>
  fetch(`${stack.url}/preferences`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    redirect: 'manual',
  });

describe('the preference forms', () => {
  it('remember a theme or a language in its cookie and send the reader back', async () => {
    const theme = await post('theme=dark&return=%2Fhome%3Fedition%3Dte');
    expect(theme.status).toBe(303);
    expect(theme.headers.get('location')).toBe('/home?edition=te');
    expect(theme.headers.get('cache-control')).toBe('no-store');
    expect(theme.headers.getSetCookie()).toEqual([
      'theme=dark; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);

    const lang = await post('lang=te&return=%2Fnews%2F12%2Fslug');
    expect(lang.headers.get('location')).toBe('/news/12/slug');
    expect(lang.headers.getSetCookie()).toEqual([
      'lang=te; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
  });

  it('send the reader home when the form names no page', async () => {
    const res = await post('lang=en');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/home');
  });

  it.each([
    ['theme=blue', 'theme'],
    ['lang=fr', 'lang'],
    ['', 'lang'],
    ['lang=te&return=https%3A%2F%2Felsewhere.example%2F', 'return'],
    ['lang=te&return=%2F%2Felsewhere.example', 'return'],
    ['lang=te&return=%2F%5Celsewhere.example', 'return'],
    [`lang=te&return=%2F${'a'.repeat(3000)}`, 'return'],
  ])('refuse %j, naming %s, and set no cookie', async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.json()).toMatchObject({ errors: [{ code: 'BAD_USER_INPUT', field }] });
  });

  it('refuse a body that is not a form', async () => {
    const res = await post('{"lang":"te"}', 'application/json');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'body' }] });
  });
});
