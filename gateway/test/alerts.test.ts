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
});
