import { useLoaderData } from 'react-router-dom';
import { FrontPage } from './FrontPage';
import type { HomeLoaded } from './homeData';
import { NewsList } from './NewsList';

export { HOME_PAGE_SIZE } from './homeData';

/**
 * Home (`/` and `/home`). Without a search, a category or a later page, the front page: the lead,
 * the latest stories and a block per category. Otherwise the list: fifty a page with the spec's
 * pagination.
 */
export function HomePage() {
  const loaded = useLoaderData<HomeLoaded>();
  const { view } = loaded;
  return view.front ? (
    <FrontPage view={view} front={loaded.frontPage} rankings={loaded.rankings} />
  ) : (
    <NewsList view={view} result={loaded.articles} correction={loaded.correction ?? null} />
  );
}
