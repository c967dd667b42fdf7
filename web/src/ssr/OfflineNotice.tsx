import { Box } from '@chakra-ui/react';
import { READER_HOOKS } from '@news/contract';
import { useTranslation } from 'react-i18next';

/**
 * Said on a page the service worker answered from what it saved, because the network did not
 * answer: it marks such a page `<html data-offline>`, which shows this notice.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      display="none"
      css={{ [`html[${READER_HOOKS.offline}] &`]: { display: 'block' } }}
      mb="4"
      px="4"
      py="2"
      rounded="md"
      bg="yellow.subtle"
      color="fg"
      borderWidth="1px"
      borderColor="yellow.muted"
    >
      {t('offline.notice')}
    </Box>
  );
}
