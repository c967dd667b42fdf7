import { useQuery } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DismissNewDeviceSignInDocument,
  EndSessionDocument,
  MySessionsDocument,
  NewDeviceSignInsDocument,
} from '../../gql/graphql';
import { renderScreen } from '../../test/render';
import type { CurrentUser } from '../../shared/session';
import { NewDeviceNotice } from './NewDeviceNotice';
import SessionsPage from './SessionsPage';

const reporter: CurrentUser = {
  id: '3',
  username: 'reporter',
  fullName: 'Kavya Reddy',
  role: 'reporter',
};

const session = (id: string, browser: string | null, os: string | null, current = false) => ({
  __typename: 'Session',
  id,
  browser,
  os,
  firstSeen: '2026-12-07T05:12:00.000Z',
  lastSeen: '2026-12-07T06:40:00.000Z',
  current,
});

const laptop = session('aaaaaaaaaaaaaaaaaaaaaa', 'Firefox', 'Linux', true);
const phone = session('bbbbbbbbbbbbbbbbbbbbbb', 'Chrome', 'Android');
const mine = (sessions: object[]) => ({
  request: { query: MySessionsDocument },
  result: { data: { mySessions: sessions } },
});

describe('SessionsPage', () => {
  it('lists the devices, this one marked, and ends another after asking', async () => {
    renderScreen(<SessionsPage />, {
      path: '/admin/sessions',
      user: reporter,
      mocks: [
        mine([laptop, phone, session('cccccccccccccccccccccc', null, null)]),
        {
          request: { query: EndSessionDocument, variables: { id: phone.id } },
          result: { data: { endSession: true } },
        },
        mine([laptop]),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Firefox on Linux'),
      expect.stringContaining('Chrome on Android'),
      expect.stringContaining('Unknown device'),
    ]);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('This device')).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: 'End the session on Chrome on Android' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      'End the session on Chrome on Android? It is signed out at once.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'End session' }));
    await screen.findByText('The session on Chrome on Android has ended.');
    expect(screen.queryByText('Chrome on Android')).toBeNull();
  });

  it('speaks Telugu', async () => {
    renderScreen(<SessionsPage />, {
      path: '/admin/sessions',
      user: reporter,
      language: 'te',
      mocks: [mine([laptop])],
    });
    expect(await screen.findByRole('heading', { name: 'సైన్ ఇన్ అయిన పరికరాలు' })).toBeInTheDocument();
    expect(await screen.findByText('Linuxలో Firefox')).toBeInTheDocument();
    expect(screen.getByText('ఈ పరికరం')).toBeInTheDocument();
  });
});

describe('NewDeviceNotice', () => {
  it('shows a new sign-in until it is dismissed', async () => {
    const notice = {
      __typename: 'NewDeviceSignIn',
      id: phone.id,
      browser: 'Chrome',
      os: 'Android',
      at: '2026-12-07T05:12:00.000Z',
    };
    // The page load's session check fills the cache the notice reads.
    function SessionCheck() {
      useQuery(NewDeviceSignInsDocument, { fetchPolicy: 'network-only' });
      return null;
    }
    renderScreen(
      <>
        <SessionCheck />
        <NewDeviceNotice />
      </>,
      {
        user: reporter,
        mocks: [
          {
            request: { query: NewDeviceSignInsDocument },
            result: { data: { newDeviceSignIns: [notice] } },
          },
          {
            request: { query: DismissNewDeviceSignInDocument, variables: { id: phone.id } },
            result: { data: { dismissNewDeviceSignIn: true } },
          },
          {
            request: { query: NewDeviceSignInsDocument },
            result: { data: { newDeviceSignIns: [] } },
          },
        ],
      },
    );
    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent(/^New sign-in: Chrome on Android, /);
    expect(within(shown).getByRole('link', { name: 'Review your devices' })).toHaveAttribute(
      'href',
      '/admin/sessions',
    );
    await userEvent.click(
      within(shown).getByRole('button', { name: 'Dismiss the notice about Chrome on Android' }),
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
