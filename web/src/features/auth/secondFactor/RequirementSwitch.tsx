import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { Problem } from '../../../shared/components/Problem';
import { toastSuccess } from '../../../shared/components/toasts';
import { codeFailure } from './failure';

const SecondFactorRequiredQuery = graphql(`
  query SecondFactorRequired {
    secondFactorRequired
  }
`);

const SetSecondFactorRequiredMutation = graphql(`
  mutation SetSecondFactorRequired($required: Boolean!) {
    setSecondFactorRequired(required: $required)
  }
`);

/** Admins: whether editors and admins must sign in with an authenticator app. */
export function RequirementSwitch() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(SecondFactorRequiredQuery, { fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(SetSecondFactorRequiredMutation);
  const [failure, setFailure] = useState<string | null>(null);
  if (!data) return null;
  return (
    <Stack gap="2">
      <Checkbox.Root
        checked={data.secondFactorRequired}
        disabled={loading}
        onCheckedChange={async ({ checked }) => {
          setFailure(null);
          try {
            await save({ variables: { required: checked === true } });
            await refetch();
            toastSuccess(t('secondFactor.requireSaved'));
          } catch (error) {
            setFailure(codeFailure(error).key);
          }
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('secondFactor.requireLabel')}</Checkbox.Label>
      </Checkbox.Root>
      <Text color="fg.muted" fontSize="sm">
        {t('secondFactor.requireHelp')}
      </Text>
      {failure && <Problem>{t(failure)}</Problem>}
    </Stack>
  );
}
