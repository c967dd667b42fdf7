import { useMutation } from '@apollo/client/react';
import { Box, Button, chakra, Container, Flex, HStack, Link, NativeSelect } from '@chakra-ui/react';
import { CATEGORY_NAMES, homePath, type CategoryName } from '@news/contract';
import { useContext, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuMoon, LuNewspaper, LuSearch, LuSun, LuUser } from 'react-icons/lu';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { graphql } from '../gql';
import { storeUser } from '../shared/currentUser';
import { PageKindContext } from '../shared/pageKind';
import { clearSavedPages } from '../shared/savedPages';
import { SEARCH_FORM_ID } from '../shared/searchForm';
import {
  applyTheme,
  currentTheme,
  isLanguage,
  LANGUAGES,
  PREFERENCES_PATH,
} from '../shared/preferences';
import { useSession } from '../shared/session';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/**
 * Shown only to a session (`signed-in`, `admin`) or only without one (`signed-out`). A reader page
 * is the same for everyone: it carries every session's parts, and `<html data-session>` (set
 * before the first paint from the stored account) shows the right ones.
 */
type Audience = 'signed-in' | 'admin' | 'signed-out';

const audienceCss: Record<Audience, object> = {
  'signed-in': { 'html:not([data-session]) &': { display: 'none' } },
  admin: { 'html:not([data-session=admin]) &': { display: 'none' } },
  'signed-out': { 'html[data-session] &': { display: 'none' } },
};

/**
 * Whether, and how, a part meant for an audience is drawn: in the staff app only if it is for the
 * session there is; on a reader page always, with the CSS that hides it from the others.
 */
function useAudience(audience: Audience | undefined): { shown: boolean; css?: object } {
  const page = useContext(PageKindContext);
  const { isLoggedIn, isAdmin } = useSession();
  if (!audience) return { shown: true };
  if (page.kind === 'reader') return { shown: true, css: audienceCss[audience] };
  const shown =
    audience === 'signed-out' ? !isLoggedIn : audience === 'admin' ? isAdmin : isLoggedIn;
  return { shown };
}

const navItemCss = {
  '&[aria-current=page]': { color: 'red.700', _dark: { color: 'red.300' } },
};

/** A link of the menus. Reader pages are whole page loads from the staff app (`reloadDocument`). */
function NavItem({
  to,
  audience,
  staff = false,
  children,
}: {
  to: string;
  audience?: Audience;
  staff?: boolean;
  children: ReactNode;
}) {
  const { shown, css } = useAudience(audience);
  if (!shown) return null;
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
      css={{ ...navItemCss, ...css }}
    >
      <NavLink to={to} end reloadDocument={!staff}>
        {children}
      </NavLink>
    </Link>
  );
}

function NavLinks() {
  const { t } = useTranslation();
  return (
    <>
      <NavItem to="/home">{t('nav.home')}</NavItem>
      <NavItem to="/admin" audience="signed-in" staff>
        {t('nav.admin')}
      </NavItem>
      <NavItem to="/users" audience="admin" staff>
        {t('nav.users')}
      </NavItem>
    </>
  );
}

/** The category the address shows (`/home?category=Sports`), for its section link. */
function useCurrentSection(): CategoryName | undefined {
  const { pathname, search } = useLocation();
  if (!/^\/(home\/?)?$/.test(pathname)) return undefined;
  const param = new URLSearchParams(search).get('category')?.toLowerCase();
  return CATEGORY_NAMES.find((c) => c.toLowerCase() === param);
}

const sectionCss = {
  '& > a': {
    px: '2.5',
    py: '1',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    rounded: 'sm',
  },
  '& > a:hover': { color: 'fg', bg: 'bg.muted' },
  '& > a:focus-visible': { outline: '2px solid', outlineColor: 'red.500' },
  '& > a[aria-current=page]': { color: 'red.700', _dark: { color: 'red.300' } },
};

/** The seven sections, each its news in the reader's edition. */
function SectionLinks() {
  const { t } = useTranslation();
  const current = useCurrentSection();
  return CATEGORY_NAMES.map((category) => (
    <RouterLink
      key={category}
      to={homePath({ category })}
      reloadDocument
      aria-current={category === current ? 'page' : undefined}
    >
      {t(`categories.${category}`)}
    </RouterLink>
  ));
}

/**
 * The theme toggle: a form that asks the server to remember the other theme, so it works without
 * a script; with one, the theme changes in place. Which theme is on is the `dark`/`light` class on
 * <html>, which the server may not know (no cookie yet): both labels are in the markup and the
 * class shows one (a hidden one is not part of the button's name).
 */
function ThemeToggle() {
  const { t } = useTranslation();
  const page = useContext(PageKindContext);
  const onSubmit =
    page.kind === 'staff'
      ? (event: FormEvent) => {
          event.preventDefault();
          applyTheme(currentTheme() === 'dark' ? 'light' : 'dark');
        }
      : undefined;
  return (
    <form method="post" action={PREFERENCES_PATH} onSubmit={onSubmit} data-theme-form="">
      <input type="hidden" name="theme" value={page.theme === 'dark' ? 'light' : 'dark'} />
      <ReturnTo />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        px="0"
        minW="9"
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
    </form>
  );
}

/** Where the preferences form sends the reader back to: this page. */
function ReturnTo() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="return" value={pathname + search} />;
}

/**
 * The language: a form the server answers by remembering it, with a button shown only without a
 * script; with one, choosing is enough (the reader page loads again in it; the staff app changes
 * in place).
 */
function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const page = useContext(PageKindContext);
  return (
    <chakra.form
      display="flex"
      alignItems="center"
      gap="1"
      method="post"
      action={PREFERENCES_PATH}
      data-language-form=""
    >
      <ReturnTo />
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          name="lang"
          aria-label={t('nav.language')}
          {...(page.kind === 'staff'
            ? {
                value: i18n.language,
                onChange: (event) => {
                  const lng = event.currentTarget.value;
                  if (isLanguage(lng)) void i18n.changeLanguage(lng);
                },
              }
            : { defaultValue: i18n.language })}
        >
          {LANGUAGES.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {t(`languages.${lng}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {page.kind === 'reader' && (
        <noscript>
          <Button type="submit" size="sm" variant="outline">
            {t('nav.changeLanguage')}
          </Button>
        </noscript>
      )}
    </chakra.form>
  );
}

/** The Logout button's look; what it does is the staff app's or, on a reader page, its script's. */
function LogoutLook({
  onClick,
  loading = false,
  css,
}: {
  onClick?: () => void;
  loading?: boolean;
  css?: object;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      loading={loading}
      onClick={onClick}
      data-logout=""
      css={css}
    >
      <LuLogOut aria-hidden /> {t('nav.logout')}
    </Button>
  );
}

function StaffLogout() {
  const { shown } = useAudience('signed-in');
  const [logout, { loading }] = useMutation(LogoutMutation);
  if (!shown) return null;
  // The cookie is cleared by the gateway; the page forgets the user even if that call fails.
  // Home is a whole page load, which starts signed out: the staff screen on show is never told,
  // so its guard does not send the reader to /login on the way.
  const onClick = async () => {
    await logout().catch(() => undefined);
    storeUser(null);
    await clearSavedPages();
    window.location.assign('/home');
  };
  return <LogoutLook onClick={() => void onClick()} loading={loading} />;
}

function LogoutButton() {
  const page = useContext(PageKindContext);
  const { css } = useAudience('signed-in');
  return page.kind === 'reader' ? <LogoutLook css={css} /> : <StaffLogout />;
}

function LoginButton() {
  const { t } = useTranslation();
  const { shown, css } = useAudience('signed-out');
  if (!shown) return null;
  return (
    <Button asChild size="sm" colorPalette="red" variant="solid" css={css}>
      <RouterLink to="/login" reloadDocument>
        <LuUser aria-hidden /> {t('nav.login')}
      </RouterLink>
    </Button>
  );
}

/**
 * On a phone the home page shows its search form under the latest stories: this link, at the end
 * of the strip under the header, leads to it (`/home#search`), where the page's script puts the
 * cursor in the search box.
 */
function SearchLink() {
  const { t } = useTranslation();
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
      <RouterLink to={`/home#${SEARCH_FORM_ID}`} reloadDocument>
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
            <RouterLink to="/home" reloadDocument>
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
            <LoginButton />
            <LogoutButton />
          </HStack>
        </Flex>
        <HStack
          as="nav"
          aria-label={t('nav.sections')}
          gap="1"
          pb="1.5"
          display={{ base: 'none', md: 'flex' }}
          flexWrap="wrap"
          css={sectionCss}
        >
          <SectionLinks />
        </HStack>
      </Container>
      <Flex
        display={{ base: 'flex', md: 'none' }}
        align="center"
        borderTopWidth="1px"
        bg="bg.subtle"
        px="1"
      >
        <Box as="nav" aria-label={t('nav.mobileMenu')} overflowX="auto" minW="0">
          <HStack gap="1" py="0.5" css={sectionCss}>
            <NavLinks />
            <SectionLinks />
          </HStack>
        </Box>
        <SearchLink />
      </Flex>
    </Box>
  );
}
