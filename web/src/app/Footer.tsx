import { Box, Container, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box as="footer" borderTopWidth="1px" py="6" bg="bg.subtle">
      <Container maxW="6xl">
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          © {new Date().getFullYear()} {t('app.brand')}. {t('footer.rights')}
        </Text>
      </Container>
    </Box>
  );
}
