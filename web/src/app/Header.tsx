import { useMutation } from '@apollo/client/react';
import { Box } from '@chakra-ui/react';
import { CATEGORY_NAMES, homePath, type CategoryName } from '@news/contract';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuNewspaper, LuSearch, LuUser } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { graphql } from '../gql';
import { storeUser } from '../shared/currentUser';
import { PageKindContext } from '../shared/pageKind';
import { clearSavedPages } from '../shared/savedPages';
import { forgetAllUnsaved } from '../shared/unsavedArticles';
import { SEARCH_INPUT_ID } from '../shared/searchForm';
import { useSession } from '../shared/session';
import { LanguageSwitch, ThemeToggle } from './PreferenceForms';

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

/**
 * The header is plain elements styled from here, one class for all of it: it is on every page,
 * and a styled component each (a recipe's every state) would be most of a reader page's CSS.
 */
const headerCss = {
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg',
  borderBottomWidth: '1px',
  '& .bar, & .sections-bar': {
    maxW: '6xl',
    mx: 'auto',
    px: { base: '3', md: '6', lg: '8' },
    display: 'flex',
    alignItems: 'center',
  },
  '& .bar': { gap: { base: '1', md: '2' }, py: '1.5', minH: { base: '12', md: '14' } },
  '& .brand': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    flexShrink: '0',
    whiteSpace: 'nowrap',
    fontWeight: 'bold',
    fontSize: { base: 'md', sm: 'lg', md: 'xl' },
    color: 'red.700',
    _dark: { color: 'red.300' },
    me: { base: '1', md: '4' },
    '& svg': { flexShrink: 0 },
  },
  '& nav a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    whiteSpace: 'nowrap',
    rounded: 'md',
    color: 'fg',
  },
  '& nav a:hover, & .search-link:hover': { bg: 'bg.muted' },
  '& nav a[aria-current=page]': { color: 'red.700', _dark: { color: 'red.300' } },
  '& .menu': { display: { base: 'none', md: 'flex' }, gap: '1' },
  '& .menu a': { px: '3', py: '2', fontWeight: 'medium' },
  '& .controls': {
    display: 'flex',
    alignItems: 'center',
    gap: { base: '1', md: '2' },
    ms: 'auto',
    flexShrink: '0',
  },
  '& .controls form': { display: 'flex', alignItems: 'center', gap: '1' },
  '& .button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    h: '8',
    minW: '8',
    px: '3',
    rounded: 'l2',
    fontSize: 'sm',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    borderWidth: '1px',
    borderColor: 'transparent',
    color: 'fg',
    _hover: { bg: 'bg.muted' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  '& .button.icon': { px: '0', minW: '9' },
  '& .button.outline': { borderColor: 'border' },
  '& .button.solid': { bg: 'red.600', color: 'white', _hover: { bg: 'red.700' } },
  // The theme toggle's two buttons: the one to the other theme shows.
  '& .button.to-light, .dark & .button.to-dark': { display: 'none' },
  '.dark & .button.to-light': { display: 'inline-flex' },
  // Pressed before the page's script ran: it acts once it runs (reader.html).
  '& button[data-pressed]': { opacity: 0.5, cursor: 'progress' },
  '& .select': { position: 'relative', display: 'inline-flex', alignItems: 'center' },
  '& .select select': {
    appearance: 'none',
    h: '8',
    ps: '3',
    pe: '8',
    rounded: 'l2',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg',
    fontSize: 'sm',
    cursor: 'pointer',
  },
  '& .select svg': {
    position: 'absolute',
    insetEnd: '2',
    pointerEvents: 'none',
    color: 'fg.muted',
  },
  '& .sections-bar': { display: { base: 'none', md: 'flex' }, gap: '2', pb: '1.5' },
  '& .sections': { display: 'flex', flexWrap: 'wrap', gap: '1', minW: '0' },
  '& .sections a, & .strip a': {
    px: '2.5',
    py: '1',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
  },
  '& .sections a:hover, & .strip a:hover': { color: 'fg' },
  '& .strip-bar': {
    display: { base: 'flex', md: 'none' },
    alignItems: 'center',
    borderTopWidth: '1px',
    bg: 'bg.subtle',
    px: '1',
  },
  // The strip scrolls sideways: its end fades out, so a word cut at the edge shows that there is
  // more, and room after its last link lets that one scroll clear of the fade.
  '& .strip': {
    display: 'flex',
    gap: '1',
    py: '0.5',
    pe: '10',
    overflowX: 'auto',
    minW: '0',
    scrollbarWidth: 'none',
    maskImage: 'linear-gradient(to left, transparent, black token(spacing.10))',
  },
  '& .search-link': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    ms: 'auto',
    px: '3',
    py: '1',
    flexShrink: '0',
    fontWeight: 'medium',
    color: 'fg',
  },
  '& :is(a, button, select):focus-visible': {
    outline: '2px solid',
    outlineColor: 'red.500',
    outlineOffset: '2px',
  },
  "html:not([data-session]) & [data-when='signed-in']": { display: 'none' },
  "html:not([data-session=admin]) & [data-when='admin']": { display: 'none' },
  "html[data-session] & [data-when='signed-out']": { display: 'none' },
  '& .sr-only': { srOnly: true },
} as const;

/**
 * Whether a part meant for an audience is drawn: in the staff app only if it is for the session
 * there is; on a reader page always, marked for the CSS that hides it from the others.
 */
function useAudience(audience: Audience | undefined): {
  shown: boolean;
  'data-when'?: Audience;
} {
  const page = useContext(PageKindContext);
  const { isLoggedIn, isAdmin } = useSession();
  if (!audience) return { shown: true };
  if (page.kind === 'reader') return { shown: true, 'data-when': audience };
  const shown =
    audience === 'signed-out' ? !isLoggedIn : audience === 'admin' ? isAdmin : isLoggedIn;
  return { shown };
}

/**
 * A link of the menus. The staff app's own screens are its router's links; every other address
 * is a reader page, which the browser loads whole.
 */
function NavItem({
  to,
  audience,
  current = false,
  children,
}: {
  to: string;
  audience?: Audience;
  current?: boolean;
  children: ReactNode;
}) {
  const { shown, 'data-when': when } = useAudience(audience);
  if (!shown) return null;
  const props = { 'aria-current': current ? ('page' as const) : undefined, 'data-when': when };
  return audience ? (
    <RouterLink to={to} {...props}>
      {children}
    </RouterLink>
  ) : (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

function NavLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A section's news is marked by its own link, not by Home as well.
  const section = useCurrentSection();
  const home = (pathname === '/home' || pathname === '/') && !section;
  return (
    <>
      <NavItem to="/home" current={home}>
        {t('nav.home')}
      </NavItem>
      <NavItem to="/admin" audience="signed-in" current={pathname.startsWith('/admin')}>
        {t('nav.admin')}
      </NavItem>
      <NavItem to="/users" audience="admin" current={pathname === '/users'}>
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

/** The seven sections, each its news in the reader's edition. */
function SectionLinks() {
  const { t } = useTranslation();
  const current = useCurrentSection();
  return CATEGORY_NAMES.map((category) => (
    <a
      key={category}
      href={homePath({ category })}
      aria-current={category === current ? 'page' : undefined}
    >
      {t(`categories.${category}`)}
    </a>
  ));
}

/** The Logout button; what it does is the staff app's or, on a reader page, its script's. */
function LogoutLook({
  onClick,
  busy = false,
  when,
}: {
  onClick?: () => void;
  busy?: boolean;
  when?: Audience;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button outline"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      data-logout=""
      data-when={when}
    >
      <LuLogOut aria-hidden /> {t('nav.logout')}
    </button>
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
    forgetAllUnsaved();
    await clearSavedPages();
    window.location.assign('/home');
  };
  return <LogoutLook onClick={() => void onClick()} busy={loading} />;
}

function LogoutButton() {
  const page = useContext(PageKindContext);
  const { 'data-when': when } = useAudience('signed-in');
  return page.kind === 'reader' ? <LogoutLook when={when} /> : <StaffLogout />;
}

function LoginButton() {
  const { t } = useTranslation();
  const { shown, 'data-when': when } = useAudience('signed-out');
  if (!shown) return null;
  return (
    <a href="/login" className="button solid" data-when={when}>
      <LuUser aria-hidden /> {t('nav.login')}
    </a>
  );
}

/**
 * The home page shows its search form under the top stories: this link, at the end of the
 * sections' row (the strip on a phone), leads to its search box (`/home#search-input`), with the
 * cursor in it.
 */
function SearchLink() {
  const { t } = useTranslation();
  return (
    <a className="search-link" href={`/home#${SEARCH_INPUT_ID}`}>
      <LuSearch aria-hidden /> {t('home.search')}
    </a>
  );
}

export function Header() {
  const { t } = useTranslation();
  return (
    <Box as="header" css={headerCss}>
      <div className="bar">
        {/* The brand stays on one line; the controls beside it keep their size. */}
        <a className="brand" href="/home">
          <LuNewspaper aria-hidden /> {t('app.brand')}
        </a>
        <nav className="menu" aria-label={t('nav.mainMenu')}>
          <NavLinks />
        </nav>
        <div className="controls">
          <LanguageSwitch />
          <ThemeToggle />
          <LoginButton />
          <LogoutButton />
        </div>
      </div>
      <div className="sections-bar">
        <nav className="sections" aria-label={t('nav.sections')}>
          <SectionLinks />
        </nav>
        <SearchLink />
      </div>
      <div className="strip-bar">
        <nav className="strip" aria-label={t('nav.mobileMenu')}>
          <NavLinks />
          <SectionLinks />
        </nav>
        <SearchLink />
      </div>
    </Box>
  );
}
