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
    expect(alert).toHaveTextContent('An error occurred during login. Please try again.');
    expect(alert).toHaveTextContent('The email or password is not correct.');
    expect(localStorage.getItem('currentUser')).toBeNull();
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
