import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Recovery codes, shown this once, until the person says they have saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" role="region" aria-labelledby="recovery-codes-title">
      <Text id="recovery-codes-title" fontWeight="semibold" fontSize="lg">
        {t('secondFactor.recoveryTitle')}
      </Text>
      <Text>{t('secondFactor.recoveryShownOnce')}</Text>
      <List.Root as="ol" data-testid="recovery-codes" fontFamily="mono" ps="6">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List.Root>
      <Button colorPalette="red" onClick={onDone}>
        {t('secondFactor.recoverySaved')}
      </Button>
    </Stack>
  );
}
