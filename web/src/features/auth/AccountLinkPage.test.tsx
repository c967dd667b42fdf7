import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import te from '../../../public/assets/i18n/te.json';
import { AccountLinkDocument, SetPasswordWithLinkDocument } from '../../gql/graphql';
import { renderScreen } from '../../test/render';
import AccountLinkPage from './AccountLinkPage';
import LoginPage from './LoginPage';

const TOKEN = 'T'.repeat(43);
const EXPIRES = '2099-01-02T03:04:05.000Z';

const infoMock = (result: object) => ({
  request: { query: AccountLinkDocument, variables: { token: TOKEN } },
  result,
});
const invitation = infoMock({
  data: {
    accountLink: {
      purpose: 'INVITE',
      expiresAt: EXPIRES,
      username: 'padma',
      fullName: 'Padma Rao',
    },
  },
});
const refusedWith = (reason: string) =>
  infoMock({ errors: [{ message: 'x', extensions: { code: 'NOT_FOUND', reason } }] });

function renderLinkPage(mocks: object[], options: { language?: 'en' | 'te'; hash?: string } = {}) {
  return renderScreen(<AccountLinkPage />, {
    path: '/login/link',
    route: `/login/link${options.hash ?? `#${TOKEN}`}`,
    mocks: mocks as never,
    language: options.language ?? 'en',
    routes: [{ path: '/login', element: <LoginPage /> }],
  });
}

async function typePasswords(first: string, second: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password$/), first);
  await user.type(screen.getByLabelText(/^New password again/), second);
  await user.click(screen.getByRole('button', { name: en.accountLinks.submit }));
}

describe('The one-time link page', () => {
  it('says whom the link is for, sets the password, and goes to the login page saying so', async () => {
    const { router } = renderLinkPage([
      invitation,
      {
        request: {
          query: SetPasswordWithLinkDocument,
          variables: { token: TOKEN, password: 'my new password' },
        },
        result: { data: { setPasswordWithLink: true } },
      },
    ]);
    expect(
      await screen.findByText('Welcome, Padma Rao. Choose a password for your account padma.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/This link works once, until/)).toBeInTheDocument();
    await typePasswords('my new password', 'my new password');
    expect(await screen.findByText(en.accountLinks.passwordSet)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.hash).toBe('');
  });

  it('refuses two passwords that differ, and one too short, without sending anything', async () => {
    renderLinkPage([invitation]);
    await typePasswords('my new password', 'my new passwort');
    expect(await screen.findByText(en.accountLinks.mismatch)).toBeInTheDocument();
    const user = userEvent.setup();
    const first = screen.getByLabelText(/^New password$/);
    await user.clear(first);
    await user.type(first, 'short');
    expect(await screen.findByText(en.accountLinks.passwordLength)).toBeInTheDocument();
    // No mock answers the mutation: had it been sent, the page would say it failed.
    expect(screen.queryByText(en.accountLinks.setFailed)).not.toBeInTheDocument();
  });

  it.each([
    ['LINK_EXPIRED', en.accountLinks.LINK_EXPIRED],
    ['LINK_USED', en.accountLinks.LINK_USED],
    ['LINK_UNKNOWN', en.accountLinks.LINK_UNKNOWN],
  ])('says so for a link that is %s, with the way to the login page', async (reason, text) => {
    renderLinkPage([refusedWith(reason)]);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.accountLinks.toLogin })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByLabelText(/^New password$/)).not.toBeInTheDocument();
  });

  it('says a link without its token is not valid, asking nothing', async () => {
    renderLinkPage([], { hash: '' });
    expect(await screen.findByText(en.accountLinks.LINK_UNKNOWN)).toBeInTheDocument();
  });

  it('says so when the link expires while the form is open', async () => {
    renderLinkPage([
      invitation,
      {
        request: {
          query: SetPasswordWithLinkDocument,
          variables: { token: TOKEN, password: 'my new password' },
        },
        result: {
          errors: [{ message: 'x', extensions: { code: 'NOT_FOUND', reason: 'LINK_EXPIRED' } }],
        },
      },
    ]);
    await typePasswords('my new password', 'my new password');
    expect(await screen.findByText(en.accountLinks.LINK_EXPIRED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/^New password$/)).not.toBeInTheDocument());
  });

  it('speaks Telugu', async () => {
    renderLinkPage([invitation], { language: 'te' });
    expect(
      await screen.findByText('స్వాగతం, Padma Rao. మీ ఖాతా padma కోసం ఒక పాస్‌వర్డ్ ఎంచుకోండి.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: te.accountLinks.pageTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: te.accountLinks.submit })).toBeInTheDocument();
  });
});
