import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import te from '../../../public/assets/i18n/te.json';
import {
  CreatePasswordResetLinkDocument,
  InviteUserDocument,
  RenewInvitationDocument,
  UsersDocument,
} from '../../gql/graphql';
import type { CurrentUser } from '../../shared/session';
import { renderScreen } from '../../test/render';
import UsersPage, { USERS_PAGE_SIZE } from './UsersPage';

const admin: CurrentUser = { id: '1', username: 'admin', fullName: 'Site Admin', role: 'admin' };
const TOKEN = 'k'.repeat(43);
const LATER = '2099-05-06T07:08:09.000Z';

const account = (fields: Record<string, unknown>) => ({
  __typename: 'User',
  role: 'EDITOR',
  isActive: true,
  invitedUntil: null,
  ...fields,
});
const editor = account({
  id: '2',
  username: 'editor',
  fullName: 'Srinivas Varma',
  email: 'editor@example.com',
});
const pending = account({
  id: '3',
  username: 'padma',
  fullName: 'Padma Rao',
  email: 'padma@example.com',
  isActive: false,
  invitedUntil: LATER,
});
const lapsed = account({
  id: '4',
  username: 'ravi',
  fullName: 'Ravi Kumar',
  email: 'ravi@example.com',
  isActive: false,
  invitedUntil: '2001-01-01T00:00:00.000Z',
});

const usersMock: MockLink.MockedResponse = {
  request: { query: UsersDocument, variables: { page: 1, pageSize: USERS_PAGE_SIZE } },
  result: { data: { users: { totalItems: 3, totalPages: 1, items: [editor, pending, lapsed] } } },
  // The page reads the list again after each link it makes.
  maxUsageCount: 5,
};

const issued = (purpose: string, user: object) => ({
  __typename: 'AccountLink',
  purpose,
  path: `/login/link#${TOKEN}`,
  expiresAt: LATER,
  user,
});

const renderUsers = (mocks: MockLink.MockedResponse[], language: 'en' | 'te' = 'en') =>
  renderScreen(<UsersPage />, {
    path: '/users',
    user: admin,
    mocks: [usersMock, ...mocks],
    language,
  });

const address = `${window.location.origin}/login/link#${TOKEN}`;

afterEach(() => vi.restoreAllMocks());

describe('Inviting a colleague', () => {
  it('asks for the details without a password, then shows the link to copy and its expiry', async () => {
    const input = {
      username: 'lakshmi',
      fullName: 'Lakshmi Devi',
      email: 'lakshmi@example.com',
      role: 'REPORTER',
    };
    renderUsers([
      {
        request: { query: InviteUserDocument, variables: { input } },
        result: {
          data: {
            inviteUser: issued(
              'INVITE',
              account({ id: '9', ...input, isActive: false, invitedUntil: LATER }),
            ),
          },
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.accountLinks.invite }));
    const dialog = await screen.findByRole('dialog', { name: en.accountLinks.inviteTitle });
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    const create = within(dialog).getByRole('button', { name: en.accountLinks.create });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Username/), input.username);
    await user.type(within(dialog).getByLabelText(/^Full Name/), input.fullName);
    await user.type(within(dialog).getByLabelText(/^Email/), input.email);
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'REPORTER');
    await user.click(create);

    const shown = await screen.findByRole('dialog', { name: 'Invitation for lakshmi' });
    const field = within(shown).getByLabelText(/^Link/);
    expect(field).toHaveValue(address);
    expect(field).toHaveAttribute('readonly');
    expect(shown).toHaveTextContent(/Send this link to Lakshmi Devi\. It works once, until .*2099/);
    await user.click(within(shown).getByRole('button', { name: en.accountLinks.copy }));
    expect(await within(shown).findByText(en.accountLinks.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(address);
  });

  it('selects the link for copying by hand where the clipboard refuses', async () => {
    renderUsers([
      {
        request: { query: CreatePasswordResetLinkDocument, variables: { id: '2' } },
        result: { data: { createPasswordResetLink: issued('RESET', editor) } },
      },
    ]);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    await user.click(await screen.findByRole('button', { name: 'Password reset link for editor' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: en.accountLinks.makeLink }));
    const shown = await screen.findByRole('dialog', { name: 'Password reset link for editor' });
    await user.click(within(shown).getByRole('button', { name: en.accountLinks.copy }));
    expect(await within(shown).findByText(en.accountLinks.copyByHand)).toBeInTheDocument();
    const field = within(shown).getByLabelText<HTMLInputElement>(/^Link/);
    expect(field).toHaveFocus();
    expect(field.value.slice(field.selectionStart!, field.selectionEnd!)).toBe(address);
  });
});

describe('Pending invitations and reset links in the list', () => {
  it('shows a pending and a lapsed invitation, each with a new invitation link', async () => {
    renderUsers([
      {
        request: { query: RenewInvitationDocument, variables: { id: '4' } },
        result: {
          data: { renewInvitation: issued('INVITE', { ...lapsed, invitedUntil: LATER }) },
        },
      },
    ]);
    expect(await screen.findByText(en.accountLinks.invited)).toBeInTheDocument();
    expect(screen.getByText(en.accountLinks.invitationExpired)).toBeInTheDocument();
    // A pending account gets a new invitation, not a password reset.
    expect(
      screen.queryByRole('button', { name: 'Password reset link for ravi' }),
    ).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New invitation link for ravi' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      'Make a new invitation link for ravi? The earlier link stops working.',
    );
    await user.click(within(confirm).getByRole('button', { name: en.accountLinks.makeLink }));
    const shown = await screen.findByRole('dialog', { name: 'Invitation for ravi' });
    expect(within(shown).getByLabelText(/^Link/)).toHaveValue(address);
    await user.click(within(shown).getAllByRole('button', { name: en.accountLinks.close })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why a reset link is refused, in the page', async () => {
    renderUsers([
      {
        request: { query: CreatePasswordResetLinkDocument, variables: { id: '2' } },
        result: {
          errors: [{ message: 'This account is not active', extensions: { code: 'CONFLICT' } }],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Password reset link for editor' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: en.accountLinks.makeLink }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.accountLinks.linkRefused);
  });

  it('speaks Telugu', async () => {
    renderUsers([], 'te');
    expect(await screen.findByText(te.accountLinks.invited)).toBeInTheDocument();
    expect(screen.getByText('ఆహ్వానం గడువు ముగిసింది')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: te.accountLinks.invite })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'editor కోసం పాస్‌వర్డ్ రీసెట్ లింక్' })).toBeInTheDocument();
  });
});
