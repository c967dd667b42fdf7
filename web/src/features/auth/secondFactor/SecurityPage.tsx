import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { Loading } from '../../../shared/components/Loading';
import { Problem } from '../../../shared/components/Problem';
import { StaffPage } from '../../../shared/components/StaffPage';
import { toastSuccess } from '../../../shared/components/toasts';
import { useSession } from '../../../shared/session';
import { codeFailure } from './failure';
import { PasskeyAdd } from './PasskeyAdd';
import { RecoveryCodes } from './RecoveryCodes';
import { RequirementSwitch } from './RequirementSwitch';
import { TotpSetup } from './TotpSetup';

const MySecondFactorsQuery = graphql(`
  query MySecondFactors {
    mySecondFactors {
      totp
      passkeys
      recoveryCodesLeft
      required
    }
  }
`);

const RemoveTotpMutation = graphql(`
  mutation RemoveTotp {
    removeTotp
  }
`);

const RenewRecoveryCodesMutation = graphql(`
  mutation RenewRecoveryCodes {
    renewRecoveryCodes
  }
`);

/**
 * The signed-in account's sign-in security: an authenticator app set up, turned off, or its
 * recovery codes renewed; admins also choose whether editors and admins must have one.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const { data, error, refetch } = useQuery(MySecondFactorsQuery, {
    fetchPolicy: 'network-only',
  });
  const [remove, removing] = useMutation(RemoveTotpMutation);
  const [renew, renewing] = useMutation(RenewRecoveryCodesMutation);
  const [settingUp, setSettingUp] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (action: () => Promise<void>) => {
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure(codeFailure(err).key);
    }
  };

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (settingUp) {
    body = (
      <TotpSetup
        onConfirmed={async ({ recoveryCodes }) => {
          setSettingUp(false);
          setCodes(recoveryCodes);
          await refetch();
        }}
      />
    );
  } else if (error) {
    body = <Problem onRetry={() => void refetch()}>{t(codeFailure(error).key)}</Problem>;
  } else if (!data) {
    body = <Loading />;
  } else {
    const status = data.mySecondFactors;
    const on = status.totp || status.passkeys > 0;
    const addPasskey = (
      <PasskeyAdd
        onAdded={async (recoveryCodes) => {
          toastSuccess(t('secondFactor.passkeyAdded'));
          if (recoveryCodes.length > 0) setCodes(recoveryCodes);
          await refetch();
        }}
        onFailure={(err) => setFailure(codeFailure(err).key)}
      />
    );
    body = (
      <Stack gap="3" align="start">
        <Text>{t(status.totp ? 'secondFactor.totpOn' : 'secondFactor.totpOff')}</Text>
        {status.passkeys > 0 && (
          <Text>{t('secondFactor.passkeys', { count: status.passkeys })}</Text>
        )}
        {on && <Text>{t('secondFactor.recoveryLeft', { count: status.recoveryCodesLeft })}</Text>}
        {status.required && <Text color="fg.muted">{t('secondFactor.requiredOfYou')}</Text>}
        <Flex gap="3" wrap="wrap">
          {!status.totp && (
            <Button colorPalette="red" onClick={() => setSettingUp(true)}>
              {t('secondFactor.start')}
            </Button>
          )}
          {addPasskey}
          {on && (
            <Button
              variant="outline"
              loading={renewing.loading}
              onClick={() =>
                act(async () => {
                  const { data: renewed } = await renew();
                  if (renewed) setCodes(renewed.renewRecoveryCodes);
                  await refetch();
                })
              }
            >
              {t('secondFactor.renew')}
            </Button>
          )}
          {on && !status.required && (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              {t('secondFactor.remove')}
            </Button>
          )}
        </Flex>
      </Stack>
    );
  }

  return (
    <StaffPage title={t('secondFactor.securityTitle')}>
      <Card.Root variant="outline" maxW="2xl">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h2" size="lg">
              {t('secondFactor.enrolTitle')}
            </Heading>
            {failure && <Problem>{t(failure)}</Problem>}
            {body}
          </Stack>
        </Card.Body>
      </Card.Root>
      {isAdmin && (
        <Card.Root variant="outline" maxW="2xl">
          <Card.Body>
            <RequirementSwitch />
          </Card.Body>
        </Card.Root>
      )}
      <ConfirmDialog
        open={confirming}
        message={t('secondFactor.removeConfirm')}
        confirmLabel={t('secondFactor.remove')}
        busy={removing.loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void act(async () => {
            await remove();
            setConfirming(false);
            toastSuccess(t('secondFactor.removed'));
            await refetch();
          })
        }
      />
    </StaffPage>
  );
}
