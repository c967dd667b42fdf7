import { Box, Container, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { newsroomYear } from '../shared/dates';
import { useNow } from '../shared/now';

export function Footer() {
  const { t } = useTranslation();
  // The page's clock, in the newsroom's calendar: the server and the browser write the same year.
  const year = newsroomYear(useNow());
  return (
    <Box as="footer" borderTopWidth="1px" py="6" bg="bg.subtle">
      <Container maxW="6xl">
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          © {year} {t('app.brand')}. {t('footer.rights')}
        </Text>
      </Container>
    </Box>
  );
}
