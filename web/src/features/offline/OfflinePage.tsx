import { Box, Heading, Text } from '@chakra-ui/react';
import { READER_HOOKS } from '@news/contract';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../shared/head';

/**
 * What a reader gets with no connection for a page that is not saved: the service worker keeps
 * this page (in both languages) and answers with it. The pages it did save are listed by the
 * page's script, which reads them from the saved pages' cache.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <Box maxW="3xl" mx="auto" display="flex" flexDirection="column" gap="4">
      <PageHead title={t('offline.title')} noindex />
      <Heading as="h1" fontFamily="headline" fontSize={{ base: '2xl', md: '3xl' }}>
        {t('offline.title')}
      </Heading>
      <Text>{t('offline.text')}</Text>
      <Box as="section" aria-labelledby="saved-heading">
        <Heading as="h2" id="saved-heading" fontSize="xl" mb="2">
          {t('offline.saved')}
        </Heading>
        <Box
          as="ul"
          {...{ [READER_HOOKS.savedPages]: '' }}
          ps="5"
          display="flex"
          flexDirection="column"
          gap="2"
          css={{ listStyle: 'disc', '& a': { textDecoration: 'underline' } }}
        />
        <Text {...{ [READER_HOOKS.savedNone]: '' }} color="fg.muted">
          {t('offline.none')}
        </Text>
      </Box>
    </Box>
  );
}
