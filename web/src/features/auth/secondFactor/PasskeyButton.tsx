import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuKeyRound } from 'react-icons/lu';
import { graphql } from '../../../gql';

const PasskeySignInOptionsMutation = graphql(`
  mutation PasskeySignInOptions($ticket: String!) {
    passkeySignInOptions(ticket: $ticket)
  }
`);

/**
 * "Use a passkey" at a sign-in's second step, shown only to an account that has one: the
 * challenge is asked for first (each works once, so again after every try), then the browser
 * proves the passkey and `onAnswer` sends its answer.
 */
export function PasskeyButton({
  ticket,
  onAnswer,
  onFailure,
}: {
  ticket: string;
  onAnswer: (answerJson: string) => Promise<void>;
  onFailure: () => void;
}) {
  const { t } = useTranslation();
  const [ask] = useMutation(PasskeySignInOptionsMutation);
  const [options, setOptions] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // No passkey on the account (or no answer): the button stays away.
  const refresh = useCallback(
    () =>
      ask({ variables: { ticket } }).then(
        ({ data }) => setOptions(data?.passkeySignInOptions ?? null),
        () => setOptions(null),
      ),
    [ask, ticket],
  );
  useEffect(() => {
    ask({ variables: { ticket } }).then(
      ({ data }) => setOptions(data?.passkeySignInOptions ?? null),
      () => setOptions(null),
    );
  }, [ask, ticket]);

  if (!options) return null;
  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const answer = await startAuthentication({ optionsJSON: JSON.parse(options) as never });
          await onAnswer(JSON.stringify(answer));
        } catch {
          onFailure();
          await refresh();
        } finally {
          setBusy(false);
        }
      }}
    >
      <LuKeyRound aria-hidden /> {t('secondFactor.usePasskey')}
    </Button>
  );
}
