import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import te from '../../../public/assets/i18n/te.json';
import { LoginDocument } from '../../gql/graphql';
import { createHeadCollector, HeadCollectorContext } from '../../shared/head';
import { renderScreen } from '../../test/render';
import LoginPage, { safeReturnTo } from './LoginPage';

const admin = {
  __typename: 'User' as const,
  id: '1',
  username: 'admin',
  fullName: 'Padma Rao',
  role: 'ADMIN' as const,
  canPublish: true,
};

function loginMock(password: string, result: object) {
  return {
    request: { query: LoginDocument, variables: { username: 'admin@example.com', password } },
    result,
  };
}

function renderLogin(mocks: ReturnType<typeof loginMock>[] = [], route = '/login') {
  return renderScreen(<LoginPage />, {
    path: '/login',
    route,
    mocks,
    routes: [
      { path: '/home', element: <p>home page</p> },
      { path: '/admin/edit/:id', element: <p>edit page</p> },
    ],
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login', () => {
  it('shows no messages before a submit attempt', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), 'abc');
    await user.tab();
    expect(screen.queryByText('Minimum 6 characters required')).not.toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('requires the email and the password after a submit attempt', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('wants at least 6 characters of password, and does not check the email format', async () => {
    renderLogin();
    await fillAndSubmit('admin', '12345');
    expect(await screen.findByText('Minimum 6 characters required')).toBeInTheDocument();
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('says so when the password is wrong, and stays logged out', async () => {
    renderLogin([
      loginMock('wrong-password', {
        errors: [
          { message: 'Wrong username or password', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      }),
    ]);
    await fillAndSubmit('admin@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    // One message: why, not the spec's catch-all on top of it.
    expect(alert).toHaveTextContent(/^The email or password is not correct\.$/);
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it.each([
    [
      'an account that is not active',
      { code: 'FORBIDDEN', reason: 'ACCOUNT_INACTIVE' },
      'This account is not active. Ask an admin to activate it.',
      te.refusals.ACCOUNT_INACTIVE,
    ],
    [
      'too many attempts, with when to try again',
      { code: 'RATE_LIMITED', retryAfter: 42 },
      'Too many login attempts. Try again in 42 seconds.',
      te.login.rateLimitedFor_other.replace('{{count}}', '42'),
    ],
    [
      'too many attempts, when the wait is not known',
      { code: 'RATE_LIMITED' },
      'Too many login attempts. Wait a minute, then try again.',
      te.login.rateLimited,
    ],
    [
      'the service down',
      { code: 'UPSTREAM_UNAVAILABLE' },
      'The news service is not answering. Please try again shortly.',
      te.errors.unavailable,
    ],
    [
      'any other failure, in the spec’s words',
      { code: 'INTERNAL_SERVER_ERROR' },
      'An error occurred during login. Please try again.',
      te.login.failed,
    ],
  ])('says one thing for %s, in English and Telugu', async (_, extensions, english, telugu) => {
    const mock = () =>
      loginMock('right-password', { errors: [{ message: 'refused', extensions }] });
    const first = renderLogin([mock()]);
    await fillAndSubmit('admin@example.com', 'right-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${escape(english)}$`));
    first.unmount();
    renderScreen(<LoginPage />, { path: '/login', language: 'te', mocks: [mock()] });
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(new RegExp(`^${te.login.email}`)),
      'admin@example.com',
    );
    await user.type(screen.getByLabelText(new RegExp(`^${te.login.password}`)), 'right-password');
    await user.click(screen.getByRole('button', { name: te.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${escape(telugu)}$`));
  });

  it('stores the current user with its role and goes home', async () => {
    renderLogin([
      loginMock('right-password', {
        data: { login: { expiresAt: '2026-11-22T00:00:00.000Z', user: admin } },
      }),
    ]);
    await fillAndSubmit('admin@example.com', 'right-password');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    const { __typename, ...stored } = admin;
    expect(JSON.parse(localStorage.getItem('currentUser') ?? 'null')).toEqual({
      ...stored,
      role: 'admin',
    });
  });

  it('goes back to the staff page that sent the visitor here', async () => {
    renderLogin(
      [
        loginMock('right-password', {
          data: { login: { expiresAt: '2026-11-22T00:00:00.000Z', user: admin } },
        }),
      ],
      '/login?returnTo=%2Fadmin%2Fedit%2F3',
    );
    expect(await screen.findByText('Log in to continue.')).toBeInTheDocument();
    await fillAndSubmit('admin@example.com', 'right-password');
    expect(await screen.findByText('edit page')).toBeInTheDocument();
  });

  it('shows its messages in Telugu', async () => {
    renderScreen(<LoginPage />, { path: '/login', language: 'te' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: te.login.submit }));
    expect(await screen.findByText(te.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(te.login.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });
});

describe('safeReturnTo', () => {
  it('accepts only paths on this site', () => {
    expect(safeReturnTo('/admin/edit/3')).toBe('/admin/edit/3');
    expect(safeReturnTo('/users?page=2')).toBe('/users?page=2');
    expect(safeReturnTo('//evil.example/x')).toBe('/home');
    expect(safeReturnTo('https://evil.example')).toBe('/home');
    expect(safeReturnTo('/login?returnTo=/admin')).toBe('/home');
    expect(safeReturnTo(null)).toBe('/home');
  });
});

describe('Login, the document head', () => {
  it('keeps the page out of search engines, with its title', async () => {
    const collector = createHeadCollector();
    renderScreen(
      <HeadCollectorContext.Provider value={collector}>
        <LoginPage />
      </HeadCollectorContext.Provider>,
      { path: '/login' },
    );
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(collector.head).toMatchObject({ title: 'Login | News Today', noindex: true });
    expect(document.title).toBe('Login | News Today');
  });
});
