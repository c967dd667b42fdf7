import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BackToNews } from '../../shared/components/BackToNews';
import { Problem } from '../../shared/components/Problem';
import { PageHead } from '../../shared/head';

/**
 * What a reader gets for an address that is not valid percent-encoding (`/news/%E0%A4%A`: a link
 * cut short in a message, a character lost in copying): a page in the site's frame and the
 * reader's language that says so, with the way back to the news, as a 400.
 */
export function BadAddressPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" maxW="3xl">
      <PageHead title={t('badAddress.title')} status={400} noindex />
      <Heading as="h1" fontFamily="headline" fontSize={{ base: '2xl', md: '3xl' }}>
        {t('badAddress.title')}
      </Heading>
      <Problem status="warning">{t('badAddress.text')}</Problem>
      <BackToNews />
    </Stack>
  );
}
