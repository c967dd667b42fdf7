import { useContext } from 'react';
import { PageKindContext } from '../../shared/pageKind';
import { useSession } from '../../shared/session';

/**
 * Shown only to a session (`signed-in`, `admin`) or only without one (`signed-out`). A reader page
 * is the same for everyone: it carries every session's parts, and `<html data-session>` (set
 * before the first paint from the stored account) shows the right ones.
 */
export type Audience = 'signed-in' | 'admin' | 'signed-out';

/**
 * Whether a part meant for an audience is drawn: in the staff app only if it is for the session
 * there is; on a reader page always, marked for the CSS that hides it from the others.
 */
export function useAudience(audience: Audience | undefined): {
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
