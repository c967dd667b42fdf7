import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Button, chakra, Container, Flex, HStack, Link, NativeSelect } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuMoon, LuNewspaper, LuSearch, LuSun, LuUser } from 'react-icons/lu';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router-dom';
import { SEARCH_FORM_ID } from '../features/home/SearchForm';
import { useEarlyInput } from '../earlyInput';
import { graphql } from '../gql';
import { applyTheme, currentTheme, isLanguage, LANGUAGES } from '../shared/preferences';
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
      py={{ base: '1', md: '2' }}
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

/**
 * The theme toggle. Which theme is on is the `dark`/`light` class that the page's head script put
 * on <html> before the first paint, which the server cannot know: both labels are rendered and the
 * class shows one (a hidden one is not part of the button's name), so the server's markup and the
 * browser's first render agree.
 */
function ThemeToggle() {
  const { t } = useTranslation();
  const ref = useEarlyInput<HTMLButtonElement>();
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      px="0"
      minW="9"
      onClick={() => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      data-early-input
      css={{
        '& > .to-light': { display: 'none' },
        _dark: { '& > .to-light': { display: 'contents' }, '& > .to-dark': { display: 'none' } },
      }}
    >
      <span className="to-dark">
        <LuMoon aria-hidden />
        <chakra.span srOnly>{t('nav.themeToDark')}</chakra.span>
      </span>
      <span className="to-light">
        <LuSun aria-hidden />
        <chakra.span srOnly>{t('nav.themeToLight')}</chakra.span>
      </span>
    </Button>
  );
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const ref = useEarlyInput<HTMLSelectElement>();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        ref={ref}
        aria-label={t('nav.language')}
        data-early-input
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

/**
 * On a phone the home page shows its search form under the latest stories: this link, in the
 * strip under the header, leads to it (`/home#search`) and, where the form is on the page, puts
 * the cursor in the search box.
 */
function SearchLink() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent) => {
    const form = document.getElementById(SEARCH_FORM_ID);
    const input = form?.querySelector<HTMLInputElement>('input[type=search]');
    if (!form || !input) return;
    event.preventDefault();
    form.scrollIntoView({ block: 'start' });
    input.focus({ preventScroll: true });
  };
  return (
    <Link
      asChild
      px="3"
      py="1"
      ms="auto"
      flexShrink="0"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
    >
      <RouterLink to={`/home#${SEARCH_FORM_ID}`} onClick={onClick}>
        <LuSearch aria-hidden /> {t('home.search')}
      </RouterLink>
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" px={{ base: '3', md: '6', lg: '8' }}>
        <Flex align="center" gap={{ base: '1', md: '2' }} py="1.5" minH={{ base: '12', md: '14' }}>
          {/* The brand stays on one line; the controls beside it keep their size. */}
          <Link
            asChild
            fontWeight="bold"
            fontSize={{ base: 'md', sm: 'lg', md: 'xl' }}
            whiteSpace="nowrap"
            flexShrink="0"
            gap="1.5"
            color="red.700"
            _dark={{ color: 'red.300' }}
            _hover={{ textDecoration: 'none' }}
            me={{ base: '1', md: '4' }}
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
          <HStack gap={{ base: '1', md: '2' }} ms="auto" flexShrink="0">
            <LanguageSwitch />
            <ThemeToggle />
            <SessionButton />
          </HStack>
        </Flex>
      </Container>
      <Flex
        display={{ base: 'flex', md: 'none' }}
        align="center"
        borderTopWidth="1px"
        bg="bg.subtle"
        px="1"
      >
        <Box as="nav" aria-label={t('nav.mobileMenu')} overflowX="auto" minW="0">
          <HStack gap="1" py="0.5">
            <NavLinks />
          </HStack>
        </Box>
        <SearchLink />
      </Flex>
    </Box>
  );
}
