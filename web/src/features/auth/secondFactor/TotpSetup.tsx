import { useMutation } from '@apollo/client/react';
import { Box, Button, Code, Image, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { CurrentUser_UserFragment } from '../../../gql/graphql';
import { Loading } from '../../../shared/components/Loading';
import { Problem } from '../../../shared/components/Problem';
import { CodeField, validateCode } from './CodeField';
import { codeFailure } from './failure';

const StartTotpSetupMutation = graphql(`
  mutation StartTotpSetup($ticket: String) {
    startTotpSetup(ticket: $ticket) {
      secret
      uri
    }
  }
`);

const ConfirmTotpMutation = graphql(`
  mutation ConfirmTotp($code: String!, $ticket: String) {
    confirmTotp(code: $code, ticket: $ticket) {
      recoveryCodes
      session {
        expiresAt
        user {
          ...CurrentUser_user
        }
      }
    }
  }
`);

export interface TotpConfirmed {
  recoveryCodes: string[];
  /** Who was signed in by it: set when the setup came with a sign-in's enrolment ticket. */
  user?: CurrentUser_UserFragment;
}

/** The otpauth address as a QR code: an SVG, as a data URL (the page's policy allows those). */
async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The key in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up an authenticator app: a new secret as a QR code and as text, then the app's first
 * code to turn it on. `ticket` is a sign-in's enrolment ticket, when not signed in.
 */
export function TotpSetup({
  ticket,
  onConfirmed,
}: {
  ticket?: string;
  onConfirmed: (confirmed: TotpConfirmed) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [start] = useMutation(StartTotpSetupMutation);
  const [confirm] = useMutation(ConfirmTotpMutation);
  const [setup, setSetup] = useState<{ secret: string; uri: string; qr: string } | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof codeFailure> | null>(null);
  // One secret per visit: a second start (React's development double effects) would replace it.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start({ variables: { ticket: ticket ?? null } })
      .then(async ({ data }) => {
        if (!data) throw new Error('no data');
        const { secret, uri } = data.startTotpSetup;
        setSetup({ secret, uri, qr: await qrDataUrl(uri) });
      })
      .catch((error: unknown) => setFailure(codeFailure(error)));
  }, [start, ticket]);

  if (!setup) {
    return failure ? <Problem>{t(failure.key, { count: failure.count })}</Problem> : <Loading />;
  }
  return (
    <Stack gap="4">
      <Text>{t('secondFactor.setupIntro')}</Text>
      <Image
        src={setup.qr}
        alt={t('secondFactor.qrAlt')}
        width="200px"
        height="200px"
        alignSelf="center"
        bg="white"
      />
      <Box>
        <Text fontWeight="medium">{t('secondFactor.secretLabel')}</Text>
        <Code data-testid="totp-secret" fontSize="md" wordBreak="break-all">
          {grouped(setup.secret)}
        </Code>
      </Box>
      <details>
        <summary>{t('secondFactor.uriLabel')}</summary>
        <Code data-testid="totp-uri" wordBreak="break-all">
          {setup.uri}
        </Code>
      </details>
      {failure && <Problem>{t(failure.key, { count: failure.count })}</Problem>}
      <Formik
        initialValues={{ code: '' }}
        validate={validateCode}
        validateOnBlur={false}
        onSubmit={async ({ code }) => {
          setFailure(null);
          try {
            const { data } = await confirm({ variables: { code, ticket: ticket ?? null } });
            if (!data) throw new Error('no data');
            const { recoveryCodes, session } = data.confirmTotp;
            await onConfirmed(session ? { recoveryCodes, user: session.user } : { recoveryCodes });
          } catch (error) {
            setFailure(codeFailure(error));
          }
        }}
      >
        {(form) => (
          <Form noValidate>
            <Stack gap="4">
              <CodeField form={form} />
              <Button type="submit" colorPalette="red" loading={form.isSubmitting}>
                {t('secondFactor.confirm')}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
