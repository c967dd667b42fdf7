import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The spinner every screen shows while it loads; announced to screen readers. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="xl" color="red.600" borderWidth="3px" aria-label={t('app.loading')} />
    </Center>
  );
}
