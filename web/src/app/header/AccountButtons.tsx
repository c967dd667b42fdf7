import { READER_HOOKS } from '@news/contract';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuUser } from 'react-icons/lu';
import { logOutFrom } from '../../shared/logout';
import { PageKindContext } from '../../shared/pageKind';
import { useAudience } from './audience';

/**
 * The Logout button. On a reader page the page's script answers it (and the head script marks it
 * pressed before that); in the staff app, the same logout (shared/logout.ts) runs at once.
 */
export function LogoutButton() {
  const { t } = useTranslation();
  const page = useContext(PageKindContext);
  const { shown, 'data-when': when } = useAudience('signed-in');
  if (!shown) return null;
  return (
    <button
      type="button"
      className="button outline"
      onClick={page.kind === 'staff' ? (event) => void logOutFrom(event.currentTarget) : undefined}
      {...{ [READER_HOOKS.logout]: '' }}
      data-when={when}
    >
      <LuLogOut aria-hidden /> {t('nav.logout')}
    </button>
  );
}

export function LoginButton() {
  const { t } = useTranslation();
  const { shown, 'data-when': when } = useAudience('signed-out');
  if (!shown) return null;
  return (
    <a href="/login" className="button solid" data-when={when}>
      <LuUser aria-hidden /> {t('nav.login')}
    </a>
  );
}
