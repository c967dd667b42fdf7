import { Box, Container, Flex, SkipNavLink } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { graphql } from '../gql';
import { toCurrentUser, useSession } from '../shared/session';
import { Footer } from './Footer';
import { Header } from './Header';

const MeQuery = graphql(`
  query Me {
    me {
      ...CurrentUser_user
    }
  }
`);

/** The stored currentUser is a hint for the first paint; the gateway's answer to `me` is the truth. */
function useSessionCheck() {
  const { user, signIn, signOut } = useSession();
  const { data } = useQuery(MeQuery, { fetchPolicy: 'network-only', skip: !user });
  useEffect(() => {
    if (!data) return;
    if (data.me) signIn(toCurrentUser(data.me));
    else signOut();
  }, [data, signIn, signOut]);
}

export function Layout() {
  const { t } = useTranslation();
  useSessionCheck();
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>{t('app.skipToContent')}</SkipNavLink>
      <Header />
      <Box
        as="main"
        id="chakra-skip-nav"
        tabIndex={-1}
        flex="1"
        py={{ base: '4', md: '8' }}
        _focus={{ outline: 'none' }}
      >
        <Container maxW="6xl">
          <Outlet />
        </Container>
      </Box>
      <Footer />
    </Flex>
  );
}
