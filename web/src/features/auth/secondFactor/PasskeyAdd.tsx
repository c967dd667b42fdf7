import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuKeyRound } from 'react-icons/lu';
import { graphql } from '../../../gql';

const PasskeyRegistrationOptionsMutation = graphql(`
  mutation PasskeyRegistrationOptions {
    passkeyRegistrationOptions
  }
`);

const RegisterPasskeyMutation = graphql(`
  mutation RegisterPasskey($response: String!) {
    registerPasskey(response: $response)
  }
`);

/**
 * "Add a passkey": the browser makes one for this site (a security key, the phone or the
 * computer's own), and the server keeps its public key. Answers the recovery codes when it is
 * the account's first second factor.
 */
export function PasskeyAdd({
  onAdded,
  onFailure,
}: {
  onAdded: (recoveryCodes: string[]) => Promise<void>;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [options] = useMutation(PasskeyRegistrationOptionsMutation);
  const [register] = useMutation(RegisterPasskeyMutation);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { data } = await options();
          if (!data) throw new Error('no data');
          const optionsJSON = JSON.parse(data.passkeyRegistrationOptions) as never;
          const answer = await startRegistration({ optionsJSON });
          const { data: added } = await register({
            variables: { response: JSON.stringify(answer) },
          });
          if (!added) throw new Error('no data');
          await onAdded(added.registerPasskey);
        } catch (error) {
          onFailure(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <LuKeyRound aria-hidden /> {t('secondFactor.addPasskey')}
    </Button>
  );
}
