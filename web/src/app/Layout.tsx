import { Box, Container, Flex, SkipNavLink } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, type MouseEvent } from 'react';
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

/**
 * The stored currentUser is a hint for the first paint; the gateway's answer to `me` is the truth.
 * The answer counts only for the session it was asked in: a `me: null` about a cookie that a
 * login has since replaced must not sign the new login out.
 */
function useSessionCheck() {
  const client = useApolloClient();
  const { isLoggedIn, epoch, confirm, ended } = useSession();
  useEffect(() => {
    if (!isLoggedIn) return;
    const sentIn = epoch();
    client
      // Its own request: sharing one already in flight would share that one's cookie.
      .query({
        query: MeQuery,
        fetchPolicy: 'network-only',
        context: { queryDeduplication: false },
      })
      .then(({ data }) => {
        if (data?.me) confirm(toCurrentUser(data.me), sentIn);
        else if (data) ended(sentIn);
      })
      // No answer (offline, the gateway restarting): keep the hint; the next answer decides.
      .catch(() => undefined);
  }, [client, isLoggedIn, epoch, confirm, ended]);
}

const contentId = 'chakra-skip-nav';

/**
 * The skip link focuses the content without changing the address. Following its `#` link would
 * make the router take the new hash as a navigation, and one that comes while the page is still
 * hydrating makes React drop the article's server HTML for its loading state: the content went
 * blank, and the next Tab left it. Before the app starts, the plain link does the same job.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const content = document.getElementById(contentId);
  if (!content) return;
  event.preventDefault();
  content.focus();
}

export function Layout() {
  const { t } = useTranslation();
  useSessionCheck();
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink id={contentId} onClick={skipToContent}>
        {t('app.skipToContent')}
      </SkipNavLink>
      <Header />
      <Box
        as="main"
        id={contentId}
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
