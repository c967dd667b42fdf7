import { Alert, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ProblemProps {
  children: ReactNode;
  status?: 'error' | 'warning' | 'info' | 'success';
  onRetry?: () => void;
  /** A page the server renders offers its address again instead (no script runs there). */
  retryHref?: string;
}

/** A message that something failed (or happened), read out by screen readers, with an optional retry. */
export function Problem({ children, status = 'error', onRetry, retryHref }: ProblemProps) {
  const { t } = useTranslation();
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} my="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          {t('app.tryAgain')}
        </Button>
      )}
      {retryHref && (
        <Button asChild size="sm" variant="outline" alignSelf="center">
          <a href={retryHref}>{t('app.tryAgain')}</a>
        </Button>
      )}
    </Alert.Root>
  );
}
