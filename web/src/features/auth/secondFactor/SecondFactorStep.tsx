import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { CurrentUser_UserFragment } from '../../../gql/graphql';
import { Problem } from '../../../shared/components/Problem';
import { CodeField, validateCode } from './CodeField';
import { codeFailure } from './failure';
import { PasskeyButton } from './PasskeyButton';

const VerifySecondFactorMutation = graphql(`
  mutation VerifySecondFactor(
    $ticket: String!
    $code: String
    $recoveryCode: String
    $passkey: String
  ) {
    verifySecondFactor(
      ticket: $ticket
      code: $code
      recoveryCode: $recoveryCode
      passkey: $passkey
    ) {
      expiresAt
      user {
        ...CurrentUser_user
      }
    }
  }
`);

/**
 * A sign-in's second step, after a right password: the app's code, or a recovery code. A ticket
 * that is too old sends the person back to the password.
 */
export function SecondFactorStep({
  ticket,
  onSignedIn,
  onRestart,
}: {
  ticket: string;
  onSignedIn: (user: CurrentUser_UserFragment) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [verify] = useMutation(VerifySecondFactorMutation);
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof codeFailure> | null>(null);
  return (
    <Stack gap="4">
      <Text>{t(recovery ? 'secondFactor.recoveryIntro' : 'secondFactor.codeIntro')}</Text>
      {failure && <Problem>{t(failure.key, { count: failure.count })}</Problem>}
      <PasskeyButton
        ticket={ticket}
        onAnswer={async (passkey) => {
          setFailure(null);
          const { data } = await verify({ variables: { ticket, passkey } });
          if (!data) throw new Error('no data');
          await onSignedIn(data.verifySecondFactor.user);
        }}
        onFailure={() => setFailure({ key: 'secondFactor.passkeyFailed' })}
      />
      <Formik
        key={String(recovery)}
        initialValues={{ code: '' }}
        validate={validateCode}
        validateOnBlur={false}
        onSubmit={async ({ code }) => {
          setFailure(null);
          try {
            const { data } = await verify({
              variables: recovery ? { ticket, recoveryCode: code } : { ticket, code },
            });
            if (!data) throw new Error('no data');
            await onSignedIn(data.verifySecondFactor.user);
          } catch (error) {
            setFailure(codeFailure(error));
          }
        }}
      >
        {(form) => (
          <Form noValidate>
            <Stack gap="4">
              <CodeField form={form} recovery={recovery} />
              <Button type="submit" colorPalette="red" loading={form.isSubmitting}>
                {t('secondFactor.verify')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      <Button
        variant="ghost"
        onClick={() => {
          setFailure(null);
          setRecovery(!recovery);
        }}
      >
        {t(recovery ? 'secondFactor.useCode' : 'secondFactor.useRecovery')}
      </Button>
      {failure?.restart && (
        <Button variant="outline" onClick={onRestart}>
          {t('secondFactor.startOver')}
        </Button>
      )}
    </Stack>
  );
}
