import { useMutation } from '@apollo/client/react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLogOut, LuUser } from 'react-icons/lu';
import { graphql } from '../../gql';
import { storeUser } from '../../shared/currentUser';
import { PageKindContext } from '../../shared/pageKind';
import { clearSavedPages } from '../../shared/savedPages';
import { forgetAllUnsaved } from '../../shared/unsavedArticles';
import { useAudience, type Audience } from './audience';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

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

export function LogoutButton() {
  const page = useContext(PageKindContext);
  const { 'data-when': when } = useAudience('signed-in');
  return page.kind === 'reader' ? <LogoutLook when={when} /> : <StaffLogout />;
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
