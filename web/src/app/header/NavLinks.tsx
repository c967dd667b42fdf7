import { CATEGORY_NAMES, homePath, type CategoryName } from '@news/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SEARCH_INPUT_ID } from '../../shared/searchForm';
import { useAudience, type Audience } from './audience';

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

export function NavLinks() {
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
export function SectionLinks() {
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

/**
 * The home page shows its search form under the top stories: this link, at the end of the
 * sections' row (the strip on a phone), leads to its search box (`/home#search-input`), with the
 * cursor in it.
 */
export function SearchLink() {
  const { t } = useTranslation();
  return (
    <a className="search-link" href={`/home#${SEARCH_INPUT_ID}`}>
      <LuSearch aria-hidden /> {t('home.search')}
    </a>
  );
}
