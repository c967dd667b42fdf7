import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { useListScreen } from '../../shared/useListScreen';
import { editionFromParam, editionInParam } from './edition';
import { FrontPage } from './FrontPage';
import { HOME_PAGE_SIZE, type HomeView } from './HomeShell';
import { NewsList } from './NewsList';

export { HOME_PAGE_SIZE };

/** A new address of the home page is shown from its top (Back keeps the browser's own place). */
function useScrollToTop(address: string) {
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0 });
  }, [address, navigationType]);
}

/**
 * Home (`/` and `/home`). Without a search, a category or a later page, the front page: the lead,
 * the latest stories and a block per category. Otherwise the list: fifty a page with the spec's
 * pagination.
 */
export function HomePage() {
  const { i18n } = useTranslation();
  const list = useListScreen();
  const { search, category, page } = list;
  const raw = list.param('edition');
  const view: HomeView = {
    list,
    edition: editionFromParam(raw, i18n.language),
    editionParam: editionInParam(raw),
  };
  useScrollToTop(useLocation().search);
  const front = !search && !category && page === 1;
  return front ? <FrontPage view={view} /> : <NewsList view={view} />;
}
