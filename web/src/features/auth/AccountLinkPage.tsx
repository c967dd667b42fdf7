import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Button, Stack, Text } from '@chakra-ui/react';
import { LINK_REFUSAL_REASONS, STAFF_SCREENS, type LinkRefusalReason } from '@news/contract';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { Loading } from '../../shared/components/Loading';
import { Problem } from '../../shared/components/Problem';
import { commonProblemKey, failureMessage } from '../../shared/errors';
import { useFormatDateTime } from '../../shared/useDates';
import { AuthCard, AuthField } from './AuthCard';
import { linkPasswordSchema, type LinkPasswordValues } from './linkPasswordSchema';

const AccountLinkQuery = graphql(`
  query AccountLink($token: String!) {
    accountLink(token: $token) {
      purpose
      expiresAt
      username
      fullName
    }
  }
`);

const SetPasswordWithLinkMutation = graphql(`
  mutation SetPasswordWithLink($token: String!, $password: String!) {
    setPasswordWithLink(token: $token, password: $password)
  }
`);

/** Why a link cannot be used, when that is what the gateway said (a malformed token is unknown). */
export function linkRefusal(error: unknown): LinkRefusalReason | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const extensions = error.errors[0]?.extensions;
  if (extensions?.code === 'BAD_USER_INPUT' && extensions.field === 'token') return 'LINK_UNKNOWN';
  return LINK_REFUSAL_REASONS.find((r) => r === extensions?.reason);
}

/** The new password's box, twice: the password and its confirmation. */
const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password', maxLength: 128 } as const;

/** The link is no good: why, and the way on to the login page. */
function Refused({ reason }: { reason: LinkRefusalReason }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Problem status="warning">{t(`accountLinks.${reason}`)}</Problem>
      <Button asChild variant="outline" alignSelf="flex-start">
        <RouterLink to="/login">{t('accountLinks.toLogin')}</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * `/login/link#<token>`: an invitation or a password reset. The token is read from the
 * fragment, which the browser sends to no server; the page says whom the link is for, takes the
 * new password twice, and sends the person to the login page to sign in with it.
 */
export default function AccountLinkPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const navigate = useNavigate();
  const token = useLocation().hash.replace(/^#/, '');
  const { data, error, loading, refetch } = useQuery(AccountLinkQuery, {
    variables: { token },
    skip: token === '',
    // Whom a one-time link is for is not kept: it changes once the link is used.
    fetchPolicy: 'no-cache',
  });
  const [setPassword] = useMutation(SetPasswordWithLinkMutation);
  const [refused, setRefused] = useState<LinkRefusalReason | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const reason = token === '' ? 'LINK_UNKNOWN' : (refused ?? linkRefusal(error));
  const link = data?.accountLink;

  let body;
  if (reason) {
    body = <Refused reason={reason} />;
  } else if (error) {
    body = (
      <Problem onRetry={() => void refetch()}>
        {t(commonProblemKey(error) ?? 'accountLinks.setFailed')}
      </Problem>
    );
  } else if (loading || !link) {
    body = <Loading />;
  } else {
    body = (
      <>
        <Text mb="2">
          {t(link.purpose === 'INVITE' ? 'accountLinks.forInvite' : 'accountLinks.forReset', {
            name: link.fullName,
            username: link.username,
          })}
        </Text>
        <Text mb="4" fontSize="sm" color="fg.muted">
          {t('accountLinks.validUntil', { time: formatDateTime(link.expiresAt) })}
        </Text>
        {failure && <Problem>{failure}</Problem>}
        <Formik<LinkPasswordValues>
          initialValues={{ password: '', confirm: '' }}
          validationSchema={linkPasswordSchema}
          validateOnBlur={false}
          onSubmit={async (values, helpers) => {
            setFailure(null);
            helpers.setStatus(undefined);
            try {
              await setPassword({ variables: { token, password: values.password } });
              await navigate(STAFF_SCREENS.login, { replace: true, state: { passwordSet: true } });
            } catch (e) {
              const refusal = linkRefusal(e);
              if (refusal) return setRefused(refusal);
              const [first] = CombinedGraphQLErrors.is(e) ? e.errors : [];
              if (first?.extensions?.field === 'password') {
                return helpers.setStatus({ password: first.message });
              }
              setFailure(failureMessage(t, 'accountLinks.setFailed', e));
            }
          }}
        >
          {(form) => (
            <Form noValidate>
              <Stack gap="4">
                {(['password', 'confirm'] as const).map((name) => (
                  <AuthField
                    key={name}
                    form={form}
                    name={name}
                    label={t(
                      name === 'password'
                        ? 'accountLinks.newPassword'
                        : 'accountLinks.confirmPassword',
                    )}
                    input={NEW_PASSWORD}
                  />
                ))}
                <Button type="submit" colorPalette="red" disabled={form.isSubmitting}>
                  {form.isSubmitting ? t('accountLinks.submitting') : t('accountLinks.submit')}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </>
    );
  }

  return (
    <AuthCard title={t('accountLinks.pageTitle')} headingGap="4">
      {body}
    </AuthCard>
  );
}
