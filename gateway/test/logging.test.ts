import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '@news/server-kit';
import { GRAPHQL_PATH } from '../src/app.js';
import { startStack, type Stack } from './helpers.js';

/** A password must never reach the gateway's log, wherever a client puts it. */

const PASSWORD = 'Secret-Pa55word-7c1e';

/** The gateway's request log address. */
const loggableUrl = (url: string) => redactUrl(url, GRAPHQL_PATH);

describe('passwords in the request log', () => {
  let stack: Stack;
  beforeAll(async () => {
    // LOG_LEVEL debug (the helper's default) logs every request.
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('are left out wherever a client sends one', async () => {
    const login = `mutation { login(username: "admin", password: "${PASSWORD}") { token } }`;
    const withVariables =
      'mutation($p: String!) { login(username: "admin", password: $p) { token } }';
    const variables = JSON.stringify({ p: PASSWORD });
    const get = (query: string) =>
      fetch(`${stack.url}/graphql?${query}`, { headers: { 'apollo-require-preflight': 'true' } });
    const post = (body: string) =>
      fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });

    const answers = await Promise.all([
      // In the body: the variables, or the document itself.
      post(JSON.stringify({ query: withVariables, variables: { p: PASSWORD } })),
      post(JSON.stringify({ query: login })),
      // A body that is not JSON, or not valid GraphQL.
      post(`{"query": "${withVariables}", "variables": {"p": "${PASSWORD}"`),
      post(JSON.stringify({ query: `${login} }` })),
      // In the address of a GET, which refuses mutations with 405 after reading it.
      get(`query=${encodeURIComponent(login)}`),
      get(`query=${encodeURIComponent(withVariables)}&variables=${encodeURIComponent(variables)}`),
      get(`query=%7B__typename%7D&password=${PASSWORD}`),
      // The same address spelled with escapes, which the router decodes.
      fetch(`${stack.url}/graphq%6C?query=${encodeURIComponent(login)}`, {
        headers: { 'apollo-require-preflight': 'true' },
      }),
      // In the address of anything else.
      fetch(`${stack.url}/media/seed/x.svg?password=${PASSWORD}`),
      fetch(`${stack.url}/nothing/here?token=${PASSWORD}&page=2`),
      // In headers.
      fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`,
        },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `news_session=${PASSWORD}` },
        body: JSON.stringify({ query: '{ me { id } }' }),
      }),
    ]);
    await Promise.all(answers.map((res) => res.arrayBuffer()));
    expect(answers.map((res) => res.status)).toContain(405);

    const log = stack.logs();
    // The requests were logged, with their addresses...
    expect(log).toContain('/graphql?[redacted]');
    expect(log).toContain('/nothing/here?token=[redacted]&page=2');
    // ...and the password is nowhere, in any encoding.
    for (const form of [
      PASSWORD,
      encodeURIComponent(PASSWORD),
      Buffer.from(`admin:${PASSWORD}`).toString('base64'),
    ]) {
      expect(log).not.toContain(form);
    }
  });

  it('keeps the harmless parts of an address', () => {
    expect(loggableUrl('/media/seed/a.svg')).toBe('/media/seed/a.svg');
    expect(loggableUrl('/news?page=2&search=rain')).toBe('/news?page=2&search=rain');
    expect(loggableUrl('/x?Password=a&apiKey=b&q=c')).toBe(
      '/x?Password=[redacted]&apiKey=[redacted]&q=c',
    );
    expect(loggableUrl('/graphql/?query=x')).toBe('/graphql/?[redacted]');
    expect(loggableUrl('/%67raphql?query=x')).toBe('/%67raphql?[redacted]');
    expect(loggableUrl('/news?author=7&pwd=x')).toBe('/news?author=7&pwd=[redacted]');
  });
});

describe('request ids', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const articles = (headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ articles(pageSize: 1) { totalItems } }' }),
    });

  it('are made at the gateway, said to the client, passed to the api and in every log line', async () => {
    stack.resetCalls();
    const res = await articles();
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(stack.calls.length).toBeGreaterThan(0);
    for (const call of stack.calls) expect(call.requestId).toBe(id);
    const lines = stack
      .logs()
      .split('\n')
      .filter((line) => line.includes(id))
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    for (const line of lines) expect(line.reqId).toBe(id);
    // Another request, another id.
    expect((await articles()).headers.get('x-request-id')).not.toBe(id);
  });

  it('keep the id a trusted proxy sent (TRUST_PROXY, loopback by default), if it is one', async () => {
    stack.resetCalls();
    const sent = 'lb-7f3a9c.20261126';
    const res = await articles({ 'x-request-id': sent });
    expect(res.headers.get('x-request-id')).toBe(sent);
    for (const call of stack.calls) expect(call.requestId).toBe(sent);
    // Not an id: a new one is made.
    const odd = await articles({ 'x-request-id': 'two words; and more' });
    expect(odd.headers.get('x-request-id')).not.toContain('two');
  });

  it('make their own when the sender is not a trusted proxy', async () => {
    const untrusting = await startStack({ gatewayEnv: { TRUST_PROXY: 'false' } });
    try {
      const res = await fetch(`${untrusting.url}/healthz`, {
        headers: { 'x-request-id': 'from-anyone-1' },
      });
      expect(res.headers.get('x-request-id')).not.toBe('from-anyone-1');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await untrusting.close();
    }
  });
});
