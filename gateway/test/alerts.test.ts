import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from './helpers.js';

/* Breaking-news alerts through GraphQL, against the real api over HTTP. */

let stack: Stack;
let editor: string;
let reporter: string;

beforeAll(async () => {
  stack = await startStack();
  editor = (await stack.api.createUser('editor')).token;
  reporter = (await stack.api.createUser('reporter')).token;
});
afterAll(() => stack.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const SEND = `mutation($input: SendAlertInput!) { sendAlert(input: $input) { id expiresAt lines { language text path } } }`;
const ACTIVE = `{ activeAlerts { id te: line(language: TE) { text } en: line(language: EN) { text } } alertsEventId }`;

interface Heard {
  id: number;
  alert: { id: string; lines: { text: string }[] } | null;
  endedId: string | null;
}

interface Active {
  activeAlerts: { id: string; te: { text: string }; en: { text: string } }[];
  alertsEventId: number;
}

describe('alerts in GraphQL', () => {
  it('an editor sends an alert; everyone reads it in their language, and the editor ends it', async () => {
    const before = await stack.gql<Active>(ACTIVE);
    const sent = await stack.gql<{ sendAlert: { id: string } }>(
      SEND,
      { input: { text: 'Floods in the city', expiresAt: inMinutes(30) } },
      { token: editor },
    );
    expect(sent.body.errors).toBeUndefined();
    const id = sent.body.data!.sendAlert.id;
    const after = await stack.gql<Active>(ACTIVE);
    // Only English words: a Telugu page shows the English line.
    expect(after.body.data!.activeAlerts[0]).toEqual({
      id,
      te: { text: 'Floods in the city' },
      en: { text: 'Floods in the city' },
    });
    expect(after.body.data!.alertsEventId).toBeGreaterThan(before.body.data!.alertsEventId);
    const ended = await stack.gql(
      `mutation($id: ID!) { endAlert(id: $id) }`,
      { id },
      {
        token: editor,
      },
    );
    expect(ended.body.data).toEqual({ endAlert: id });
    const gone = await stack.gql<Active>(ACTIVE);
    expect(gone.body.data!.activeAlerts.map((a) => a.id)).not.toContain(id);
  });

  it('refuses reporters and readers, and names the field at fault', async () => {
    const input = { text: 'Not theirs', expiresAt: inMinutes(5) };
    expect(codes(await stack.gql(SEND, { input }, { token: reporter }))).toEqual(['FORBIDDEN']);
    expect(codes(await stack.gql(SEND, { input }))).toEqual(['UNAUTHENTICATED']);
    for (const [bad, field] of [
      [{ text: 'x'.repeat(141), expiresAt: inMinutes(5) }, 'text'],
      [{ text: 'Late', expiresAt: inMinutes(-5) }, 'expiresAt'],
      [{ articleId: 'abc', expiresAt: inMinutes(5) }, 'articleId'],
    ] as const) {
      const res = await stack.gql(SEND, { input: bad }, { token: editor });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('a subscriber on /graphql hears alerts sent and ended, over server-sent events', async () => {
    const client = createClient({ url: `${stack.url}/graphql` });
    const events = client.iterate({
      query: 'subscription { breakingAlerts { id alert { id lines { text } } endedId } }',
    });
    const next = async () => {
      const { value } = (await events.next()) as { value: { data: { breakingAlerts: Heard } } };
      return value.data.breakingAlerts;
    };
    const first = next();
    // Sent once the subscription listens (it reads the newest event id first).
    await stack.untilCalls((calls) => calls.some((c) => c.url.startsWith('/Events?')));
    const res = await stack.gql<{ sendAlert: { id: string } }>(
      SEND,
      { input: { text: 'Heard by a subscriber', expiresAt: inMinutes(5) } },
      { token: editor },
    );
    const sent = res.body.data!.sendAlert.id;
    const heard = await first;
    expect(heard.alert).toEqual({ id: sent, lines: [{ text: 'Heard by a subscriber' }] });
    expect(heard.endedId).toBeNull();
    await stack.gql(`mutation($id: ID!) { endAlert(id: $id) }`, { id: sent }, { token: editor });
    const ended = await next();
    expect(ended).toMatchObject({ alert: null, endedId: sent });
    expect(ended.id).toBeGreaterThan(heard.id);
    await events.return?.();
    client.dispose();
  });

  it('serves only subscriptions as events; queries over SSE are refused', async () => {
    const client = createClient({ url: `${stack.url}/graphql` });
    const answers = client.iterate({ query: '{ alertsEventId }' });
    const first = (await answers.next()) as { value: { errors?: { message: string }[] } };
    expect(first.value.errors?.[0]?.message).toMatch(/Only subscriptions/);
    client.dispose();
  });
});
