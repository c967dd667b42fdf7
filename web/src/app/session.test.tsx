import { gql } from '@apollo/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';
import { SessionProvider, useSession, type CurrentUser } from '../shared/session';

const editor: CurrentUser = {
  id: '16',
  username: 'editor',
  fullName: 'An Editor',
  role: 'editor',
  canPublish: true,
};

const StaffList = gql`
  query StaffList {
    articles(status: []) {
      totalItems
    }
  }
`;

/** A gateway whose answers the test releases one at a time, in the order it chooses. */
function heldGateway() {
  const pending: ((body: unknown) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          pending.push((body) =>
            resolve(
              new Response(JSON.stringify(body), {
                headers: { 'content-type': 'application/json' },
              }),
            ),
          );
        }),
    ),
  );
  return pending;
}

const unauthenticated = {
  errors: [
    { message: 'Log in to list articles by status', extensions: { code: 'UNAUTHENTICATED' } },
  ],
  data: null,
};

function renderSession() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider initialUser={editor}>{children}</SessionProvider>
  );
  const { result } = renderHook(() => useSession(), { wrapper });
  const client = createApolloClient({
    epoch: () => result.current.epoch(),
    ended: (sentIn) => result.current.ended(sentIn),
  });
  return { result, client };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the session', () => {
  it('ends when the gateway says a request of the current session is unauthenticated', async () => {
    const answers = heldGateway();
    const { result, client } = renderSession();
    const request = client.query({ query: StaffList }).catch(() => undefined);
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => answers[0]!(unauthenticated));
    await act(() => request);
    expect(result.current.isLoggedIn).toBe(false);
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('survives an unauthenticated answer to a request sent before the latest login', async () => {
    const answers = heldGateway();
    const { result, client } = renderSession();
    // Sent with the old cookie; its answer arrives only after the person has logged in again.
    const request = client.query({ query: StaffList }).catch(() => undefined);
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => result.current.signIn(editor));
    act(() => answers[0]!(unauthenticated));
    await act(() => request);
    expect(result.current.isLoggedIn).toBe(true);
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual(editor);
  });

  it("takes the gateway's account only for the session the question was asked in", () => {
    const { result } = renderSession();
    const before = result.current.epoch();
    act(() => result.current.signOut());
    act(() => result.current.confirm(editor, before));
    expect(result.current.isLoggedIn).toBe(false);

    const now = result.current.epoch();
    act(() => result.current.confirm({ ...editor, fullName: 'Renamed' }, now));
    expect(result.current.user?.fullName).toBe('Renamed');
    act(() => result.current.ended(before));
    expect(result.current.isLoggedIn).toBe(true);
    act(() => result.current.ended(now));
    expect(result.current.isLoggedIn).toBe(false);
  });
});
