import type { ReactNode } from 'react';
import { PageHead } from '../head';
import { Problem } from './Problem';

/**
 * A reader page whose data could not be fetched: answered 503 and kept out of search engines,
 * with a link to the page's address to try again (no script runs on a server-rendered page).
 */
export function PageLoadFailed({
  retryHref,
  children,
}: {
  retryHref: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHead status={503} noindex />
      <Problem retryHref={retryHref}>{children}</Problem>
    </>
  );
}
