import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@chakra-ui/react';
import {
  SECOND_FACTOR_ENROLMENT_REQUIRED,
  SECOND_FACTOR_REQUIRED,
  STAFF_SCREENS,
} from '@news/contract';
import { Formik, Form } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { CurrentUser_UserFragment } from '../../gql/graphql';
import { Problem } from '../../shared/components/Problem';
import { problems } from '../../shared/errors';
import { toCurrentUser, useSession } from '../../shared/session';
import { AuthCard, AuthField } from './AuthCard';
import { loginSchema, type LoginValues } from './loginSchema';
import { RecoveryCodes } from './secondFactor/RecoveryCodes';
import { SecondFactorStep } from './secondFactor/SecondFactorStep';
import { TotpSetup, type TotpConfirmed } from './secondFactor/TotpSetup';

const LoginMutation = graphql(`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      expiresAt
      user {
        ...CurrentUser_user
      }
    }
  }
`);

/** Where to go after logging in: back to the staff page that sent the visitor here, else home. */
export function safeReturnTo(value: string | null): string {
  return value &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith(STAFF_SCREENS.login)
    ? value
    : '/home';
}

/**
 * One message for a failed login: why, where the gateway says why (a wrong email or password, an
 * account that is not active, too many attempts and when to try again, the service down), else
 * the spec's 'An error occurred during login'.
 */
export function loginFailure(error: unknown): { key: string; count?: number } {
  const [problem] = problems(error);
  switch (problem?.code) {
    case 'UNAUTHENTICATED':
      return { key: 'login.wrongCredentials' };
    case 'FORBIDDEN':
      return {
        key: problem.reason === 'ACCOUNT_INACTIVE' ? 'refusals.ACCOUNT_INACTIVE' : 'login.failed',
      };
    case 'RATE_LIMITED':
      return problem.retryAfter
        ? { key: 'login.rateLimitedFor', count: problem.retryAfter }
        : { key: 'login.rateLimited' };
    case 'UPSTREAM_UNAVAILABLE':
    case undefined:
      return { key: 'errors.unavailable' };
    default:
      return { key: 'login.failed' };
  }
}

/** Where a sign-in stands after a right password, when the account has more to do. */
type NextStep =
  | { kind: 'code'; ticket: string }
  | { kind: 'enrol'; ticket: string }
  | { kind: 'recoveryCodes'; confirmed: TotpConfirmed };

/** The next step a refused password step asks for, with its ticket; null for a plain failure. */
function nextStepOf(error: unknown): NextStep | null {
  const [problem] = problems(error);
  if (!problem?.ticket) return null;
  if (problem.code === SECOND_FACTOR_REQUIRED) return { kind: 'code', ticket: problem.ticket };
  if (problem.code === SECOND_FACTOR_ENROLMENT_REQUIRED) {
    return { kind: 'enrol', ticket: problem.ticket };
  }
  return null;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn, signIn } = useSession();
  const [login] = useMutation(LoginMutation);
  const [failure, setFailure] = useState<ReturnType<typeof loginFailure> | null>(null);
  const [next, setNext] = useState<NextStep | null>(null);
  const returnTo = safeReturnTo(params.get('returnTo'));
  // Arrived from a one-time link's page, whose password was just set.
  const passwordSet = (useLocation().state as { passwordSet?: boolean } | null)?.passwordSet;
  const finish = async (user: CurrentUser_UserFragment) => {
    signIn(toCurrentUser(user));
    await navigate(returnTo, { replace: true });
  };

  if (isLoggedIn && !failure && !next) return <Navigate to={returnTo} replace />;

  if (next?.kind === 'code') {
    return (
      <AuthCard title={t('secondFactor.codeTitle')} headingGap="4">
        <SecondFactorStep
          ticket={next.ticket}
          onSignedIn={finish}
          onRestart={() => setNext(null)}
        />
      </AuthCard>
    );
  }
  if (next?.kind === 'enrol') {
    return (
      <AuthCard title={t('secondFactor.enrolTitle')} headingGap="4">
        <Problem status="info">{t('secondFactor.enrolRequired')}</Problem>
        <TotpSetup
          ticket={next.ticket}
          onConfirmed={(confirmed) => setNext({ kind: 'recoveryCodes', confirmed })}
        />
      </AuthCard>
    );
  }
  if (next?.kind === 'recoveryCodes') {
    const { recoveryCodes, user } = next.confirmed;
    return (
      <AuthCard title={t('secondFactor.enrolTitle')} headingGap="4">
        <RecoveryCodes codes={recoveryCodes} onDone={() => user && void finish(user)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} headingGap="6">
      {params.has('returnTo') && <Problem status="info">{t('login.returnNotice')}</Problem>}
      {passwordSet && !failure && (
        <Problem status="success">{t('accountLinks.passwordSet')}</Problem>
      )}
      {failure && <Problem>{t(failure.key, { count: failure.count })}</Problem>}
      <Formik<LoginValues>
        initialValues={{ email: '', password: '' }}
        validationSchema={loginSchema}
        validateOnBlur={false}
        validateOnChange
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const { data } = await login({
              variables: { username: values.email.trim(), password: values.password },
            });
            if (!data) throw new Error('no data');
            signIn(toCurrentUser(data.login.user));
            await navigate(returnTo, { replace: true });
          } catch (error) {
            const step = nextStepOf(error);
            if (step) setNext(step);
            else setFailure(loginFailure(error));
          }
        }}
      >
        {(form) => (
          <Form noValidate>
            <Stack gap="4">
              <AuthField
                form={form}
                name="email"
                label={t('login.email')}
                input={{ type: 'email', autoComplete: 'username' }}
              />
              <AuthField
                form={form}
                name="password"
                label={t('login.password')}
                input={{ type: 'password', autoComplete: 'current-password' }}
              />
              <Button type="submit" colorPalette="red" loading={form.isSubmitting}>
                {t('login.submit')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
