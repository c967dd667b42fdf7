import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import te from '../../../public/assets/i18n/te.json';
import { EndUserSessionsDocument, UsersDocument } from '../../gql/graphql';
import { createHeadCollector, HeadCollectorContext } from '../../shared/head';
import { useSession, type CurrentUser } from '../../shared/session';
import { renderScreen } from '../../test/render';
import UsersPage, { USERS_PAGE_SIZE } from './UsersPage';

const admin: CurrentUser = { id: '1', username: 'admin', fullName: 'Site Admin', role: 'admin' };

const accounts = [
  {
    __typename: 'User',
    id: '1',
    username: 'admin',
    fullName: 'Site Admin',
    email: 'admin@example.com',
    role: 'ADMIN',
    isActive: true,
    invitedUntil: null,
  },
  {
    __typename: 'User',
    id: '2',
    username: 'editor',
    fullName: 'Srinivas Varma',
    email: 'editor@example.com',
    role: 'EDITOR',
    isActive: true,
    invitedUntil: null,
  },
];

const usersMock: MockLink.MockedResponse = {
  request: { query: UsersDocument, variables: { page: 1, pageSize: USERS_PAGE_SIZE } },
  result: { data: { users: { totalItems: 2, totalPages: 1, items: accounts } } },
};

const endSessionsMock = (id: string, result: MockLink.MockedResponse['result']) => ({
  request: { query: EndUserSessionsDocument, variables: { id } },
  result,
});

/** Says who the page believes is signed in, beside the screen. */
function WhoIsSignedIn() {
  const { user } = useSession();
  return <p data-testid="who">{user ? user.username : 'nobody'}</p>;
}

function renderUsers(mocks: MockLink.MockedResponse[], language: 'en' | 'te' = 'en') {
  return renderScreen(
    <>
      <WhoIsSignedIn />
      <UsersPage />
    </>,
    { path: '/users', user: admin, mocks: [usersMock, ...mocks], language },
  );
}

async function askToEnd(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('alertdialog');
  return { user, dialog };
}

describe('Ending the sessions of an account', () => {
  it('asks first, and Cancel ends nothing', async () => {
    renderUsers([]);
    const { user, dialog } = await askToEnd('End sessions of editor');
    expect(dialog).toHaveTextContent(
      'End every session of editor? They are signed out on every device and must log in again.',
    );
    await user.click(within(dialog).getByRole('button', { name: en.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/has ended/)).not.toBeInTheDocument();
  });

  it('ends them once confirmed and says so; the admin stays signed in', async () => {
    renderUsers([endSessionsMock('2', { data: { endUserSessions: true } })]);
    const { user, dialog } = await askToEnd('End sessions of editor');
    await user.click(within(dialog).getByRole('button', { name: en.users.endSessions }));
    expect(
      await screen.findByText('Every session of editor has ended. They must log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('who')).toHaveTextContent('admin');
  });

  it("signs the page out when the admin ends their own account's sessions", async () => {
    renderUsers([endSessionsMock('1', { data: { endUserSessions: true } })]);
    const { user, dialog } = await askToEnd('End sessions of admin');
    expect(dialog).toHaveTextContent(
      'End every session of your own account? You are signed out here too and must log in again.',
    );
    await user.click(within(dialog).getByRole('button', { name: en.users.endSessions }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('nobody'));
  });

  it('explains a failure that trying again may mend', async () => {
    renderUsers([
      endSessionsMock('2', {
        errors: [
          {
            message: 'The users service is not answering',
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          },
        ],
      }),
    ]);
    const { user, dialog } = await askToEnd('End sessions of editor');
    await user.click(within(dialog).getByRole('button', { name: en.users.endSessions }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to end the sessions. Please try again. ${en.errors.unavailable}`,
    );
    expect(screen.getByTestId('who')).toHaveTextContent('admin');
  });

  it('says a gone account is gone, without "Please try again"', async () => {
    renderUsers([
      endSessionsMock('2', {
        errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }],
      }),
    ]);
    const { user, dialog } = await askToEnd('End sessions of editor');
    await user.click(within(dialog).getByRole('button', { name: en.users.endSessions }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.errors.notFound);
    expect(alert).not.toHaveTextContent('Please try again');
    expect(screen.getByTestId('who')).toHaveTextContent('admin');
  });

  it('speaks Telugu', async () => {
    renderUsers([endSessionsMock('2', { data: { endUserSessions: true } })], 'te');
    const label = te.users.endSessionsItem.replace('{{username}}', 'editor');
    const { user, dialog } = await askToEnd(label);
    expect(dialog).toHaveTextContent(te.users.endSessionsConfirm.replace('{{username}}', 'editor'));
    await user.click(within(dialog).getByRole('button', { name: te.users.endSessions }));
    expect(
      await screen.findByText(te.users.sessionsEnded.replace('{{username}}', 'editor')),
    ).toBeInTheDocument();
  });
});

describe('The User Dashboard, the document head', () => {
  it('keeps the page out of search engines, with its title', async () => {
    const collector = createHeadCollector();
    renderScreen(
      <HeadCollectorContext.Provider value={collector}>
        <UsersPage />
      </HeadCollectorContext.Provider>,
      { path: '/users', user: admin, mocks: [usersMock] },
    );
    expect(await screen.findByText('editor@example.com')).toBeInTheDocument();
    expect(collector.head).toMatchObject({ title: 'User Dashboard | News Today', noindex: true });
    expect(document.title).toBe('User Dashboard | News Today');
  });
});
