import { Box, Container, Flex, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { Header } from './Header';

/** The content's id: the skip link's target. */
export const CONTENT_ID = 'main';

/** Every page's frame, the reader pages' and the staff app's: skip link, header, content, footer. */
export function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink id={CONTENT_ID}>{t('app.skipToContent')}</SkipNavLink>
      <Header />
      <Box
        as="main"
        id={CONTENT_ID}
        tabIndex={-1}
        flex="1"
        py={{ base: '4', md: '8' }}
        _focus={{ outline: 'none' }}
      >
        <Container maxW="6xl">{children}</Container>
      </Box>
      <Footer />
    </Flex>
  );
}
