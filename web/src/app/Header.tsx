import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Link,
  NativeSelect,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuMoon, LuNewspaper, LuSun, LuUser } from 'react-icons/lu';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { applyTheme, currentTheme, isLanguage, LANGUAGES, type Theme } from '../shared/preferences';
import { useSession } from '../shared/session';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

function NavItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      color="fg"
      whiteSpace="nowrap"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'red.700', _dark: { color: 'red.300' } } }}
    >
      <NavLink to={to}>{children}</NavLink>
    </Link>
  );
}

function NavLinks() {
  const { t } = useTranslation();
  const { isLoggedIn, isAdmin } = useSession();
  return (
    <>
      <NavItem to="/home">{t('nav.home')}</NavItem>
      {isLoggedIn && <NavItem to="/admin">{t('nav.admin')}</NavItem>}
      {isAdmin && <NavItem to="/users">{t('nav.users')}</NavItem>}
    </>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(currentTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('nav.themeToDark') : t('nav.themeToLight');
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('nav.language')}
        value={i18n.language}
        onChange={(event) => {
          const lng = event.currentTarget.value;
          if (isLanguage(lng)) void i18n.changeLanguage(lng);
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function SessionButton() {
  const { t } = useTranslation();
  const { isLoggedIn, signOut } = useSession();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout, { loading }] = useMutation(LogoutMutation);
  if (!isLoggedIn) {
    return (
      <Button asChild size="sm" colorPalette="red" variant="solid">
        <RouterLink to="/login">
          <LuUser aria-hidden /> {t('nav.login')}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      loading={loading}
      onClick={async () => {
        // The cookie is cleared by the gateway; the page forgets the user even if that call fails.
        await logout().catch(() => undefined);
        // Home first, committed at once (not in a transition): a staff page still on screen when
        // the user is forgotten would have its guard send the reader to /login instead.
        await navigate('/home', { flushSync: true });
        signOut();
        await client.clearStore();
      }}
    >
      <LuLogOut aria-hidden /> {t('nav.logout')}
    </Button>
  );
}

export function Header() {
  const { t } = useTranslation();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl">
        <Flex align="center" gap="2" py="2" minH="14">
          <Link
            asChild
            fontWeight="bold"
            fontSize={{ base: 'lg', md: 'xl' }}
            color="red.700"
            _dark={{ color: 'red.300' }}
            _hover={{ textDecoration: 'none' }}
            me={{ base: '2', md: '4' }}
            css={{ '& svg': { flexShrink: 0 } }}
          >
            <RouterLink to="/home">
              <LuNewspaper aria-hidden /> {t('app.brand')}
            </RouterLink>
          </Link>
          <HStack
            as="nav"
            aria-label={t('nav.mainMenu')}
            gap="1"
            display={{ base: 'none', md: 'flex' }}
          >
            <NavLinks />
          </HStack>
          {/* The controls keep their size; on a phone the brand wraps to make room. */}
          <HStack gap={{ base: '1', md: '2' }} ms="auto" flexShrink="0">
            <LanguageSwitch />
            <ThemeToggle />
            <SessionButton />
          </HStack>
        </Flex>
      </Container>
      <Box
        as="nav"
        aria-label={t('nav.mobileMenu')}
        display={{ base: 'block', md: 'none' }}
        borderTopWidth="1px"
        bg="bg.subtle"
        overflowX="auto"
      >
        <HStack gap="1" px="2" py="1">
          <NavLinks />
        </HStack>
      </Box>
    </Box>
  );
}
