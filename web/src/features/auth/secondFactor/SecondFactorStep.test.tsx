import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import te from '../../../../public/assets/i18n/te.json';
import {
  LoginDocument,
  PasskeySignInOptionsDocument,
  VerifySecondFactorDocument,
} from '../../../gql/graphql';
import { renderScreen } from '../../../test/render';
import LoginPage from '../LoginPage';

const admin = {
  __typename: 'User' as const,
  id: '1',
  username: 'admin',
  fullName: 'Padma Rao',
  role: 'ADMIN' as const,
  canPublish: true,
};
const TICKET = 'aaa.bbb.ccc';

const loginAsks = {
  request: {
    query: LoginDocument,
    variables: { username: 'admin@example.com', password: 'right-password' },
  },
  result: {
    errors: [
      {
        message: 'Enter the code',
        extensions: { code: 'SECOND_FACTOR_REQUIRED', ticket: TICKET },
      },
    ],
  },
};

const verify = (variables: object, result: object) => ({
  request: { query: VerifySecondFactorDocument, variables: { ticket: TICKET, ...variables } },
  result,
});

async function signInWithPassword(language: 'en' | 'te' = 'en') {
  const user = userEvent.setup();
  const tr =
    language === 'te' ? te.login : { email: 'Email', password: 'Password', submit: 'Login' };
  await user.type(await screen.findByLabelText(new RegExp(`^${tr.email}`)), 'admin@example.com');
  await user.type(screen.getByLabelText(new RegExp(`^${tr.password}`)), 'right-password');
  await user.click(screen.getByRole('button', { name: tr.submit }));
  return user;
}

/** The account has no passkey: the step asks, and offers none. */
const noPasskey = {
  request: { query: PasskeySignInOptionsDocument, variables: { ticket: TICKET } },
  result: { errors: [{ message: 'no passkey', extensions: { code: 'CONFLICT' } }] },
  maxUsageCount: 10,
};

const render = (mocks: object[], language: 'en' | 'te' = 'en') =>
  renderScreen(<LoginPage />, {
    path: '/login',
    language,
    mocks: [...mocks, noPasskey] as never,
    routes: [{ path: '/home', element: <p>home page</p> }],
  });

describe('the second step of signing in', () => {
  it('asks for the code after a right password, and signs in with it', async () => {
    render([
      loginAsks,
      verify(
        { code: '123456' },
        { data: { verifySecondFactor: { expiresAt: '2030-01-01T00:00:00Z', user: admin } } },
      ),
    ]);
    const user = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /passkey/i })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code from your app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('currentUser')!)).toMatchObject({ username: 'admin' });
  });

  it('says a wrong code is wrong, in Telugu too, and takes a recovery code instead', async () => {
    const wrong = {
      errors: [{ message: 'wrong', extensions: { code: 'UNAUTHENTICATED', reason: 'WRONG_CODE' } }],
    };
    render(
      [
        loginAsks,
        verify({ code: '000000' }, wrong),
        verify({ recoveryCode: 'abcde-fghij' }, wrong),
      ],
      'te',
    );
    const user = await signInWithPassword('te');
    await user.type(await screen.findByLabelText(new RegExp(`^${te.secondFactor.code}`)), '000000');
    await user.click(screen.getByRole('button', { name: te.secondFactor.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(te.secondFactor.wrongCode);

    await user.click(screen.getByRole('button', { name: te.secondFactor.useRecovery }));
    await user.type(
      screen.getByLabelText(new RegExp(`^${te.secondFactor.recoveryCode}`)),
      'abcde-fghij',
    );
    await user.click(screen.getByRole('button', { name: te.secondFactor.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(te.secondFactor.wrongCode);
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('goes back to the password when the ticket has run out', async () => {
    render([
      loginAsks,
      verify(
        { code: '123456' },
        {
          errors: [
            {
              message: 'late',
              extensions: { code: 'UNAUTHENTICATED', reason: 'TICKET_EXPIRED' },
            },
          ],
        },
      ),
    ]);
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText(/^Code from your app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in took too long. Enter your password again.',
    );
    await user.click(screen.getByRole('button', { name: 'Start again with your password' }));
    expect(await screen.findByLabelText(/^Password/)).toHaveValue('');
  });
});
