import { useQuery } from '@apollo/client/react';
import { Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/components/Loading';
import { Problem } from '../../../shared/components/Problem';
import { Difference } from './Difference';
import { RevisionPairQuery, type Revision } from './documents';

/** Two versions side by side: the changes of the title, summary and text, word by word. */
export function Comparison({
  articleId,
  revisions,
}: {
  articleId: string;
  revisions: readonly Revision[];
}) {
  const { t } = useTranslation();
  const numbers = revisions.map((r) => r.number);
  const [from, setFrom] = useState(numbers[1]!);
  const [to, setTo] = useState(numbers[0]!);
  const { data, error, refetch } = useQuery(RevisionPairQuery, {
    variables: { id: articleId, from, to },
  });
  const pick = (label: string, value: number, onChange: (n: number) => void) => (
    <Field.Root maxW="48">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
          {numbers.map((n) => (
            <option key={n} value={n}>
              {t('history.version', { number: n })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  const older = data?.from;
  const newer = data?.to;
  return (
    <Stack gap="3" borderTopWidth="1px" pt="4">
      <HStack gap="3" wrap="wrap" align="flex-end">
        {pick(t('history.compareFrom'), from, setFrom)}
        {pick(t('history.compareTo'), to, setTo)}
      </HStack>
      {error && !data ? (
        <Problem onRetry={() => void refetch()}>{t('history.diffFailed')}</Problem>
      ) : older && newer ? (
        <Difference older={older} newer={newer} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
