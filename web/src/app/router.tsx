import { STAFF_PREFIX, STAFF_SCREENS } from '@news/contract';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '../shared/components/Loading';
import { Problem } from '../shared/components/Problem';
import { useSession } from '../shared/session';
import { Layout } from './Layout';

// Each screen loads when first visited.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const AccountLinkPage = lazy(() => import('../features/auth/AccountLinkPage'));
const AdminListPage = lazy(() => import('../features/admin/AdminListPage'));
const ArticleFormPage = lazy(() => import('../features/admin/ArticleFormPage'));
const UsersPage = lazy(() => import('../features/users/UsersPage'));
const ArticleHistoryPage = lazy(() => import('../features/admin/ArticleHistoryPage'));
const AuditTrailPage = lazy(() => import('../features/admin/AuditTrailPage'));
const TrashPage = lazy(() => import('../features/admin/TrashPage'));
const BackupsPage = lazy(() => import('../features/admin/BackupsPage'));
const BreakingPage = lazy(() => import('../features/breaking/BreakingPage'));
const SecurityPage = lazy(() => import('../features/auth/secondFactor/SecurityPage'));
const SessionsPage = lazy(() => import('../features/sessions/SessionsPage'));

function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** Staff screens: a logged-out visitor goes to /login and comes back here after logging in. */
function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    const returnTo = location.pathname + location.search;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return <Deferred>{children}</Deferred>;
}

/** Where the staff app was loaded: the address the server answered with it. */
const loadedAt = window.location.pathname + window.location.search + window.location.hash;

/**
 * Any address that is not a staff screen is a reader page, which the server renders: the browser
 * loads it whole (login's "back home", a link to an article), leaving the staff app. An address
 * under /login, /admin or /users that is no screen goes home, as the spec's "any other path" does
 * (the gateway answers it so too; a development server does not).
 */
function ReaderPage() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const address = STAFF_PREFIX.test(pathname) ? '/home' : pathname + search + hash;
  // Loaded at that very address, the server had no reader page to give (its renderer is not
  // built): loading it again would only loop.
  const here = address === loadedAt;
  useEffect(() => {
    if (!here) window.location.replace(address);
  }, [address, here]);
  return here ? <Problem status="warning">{t('app.unavailable')}</Problem> : <Loading />;
}

/** A route's path as the router nests it under the layout: the contract's, without its slash. */
const at = (path: string) => path.slice(1);

/** The staff app's routes; the reader pages are the server's (see src/ssr). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        path: at(STAFF_SCREENS.login),
        element: (
          <Deferred>
            <LoginPage />
          </Deferred>
        ),
      },
      {
        path: at(STAFF_SCREENS.accountLink),
        element: (
          <Deferred>
            <AccountLinkPage />
          </Deferred>
        ),
      },
      {
        path: at(STAFF_SCREENS.users),
        element: (
          <RequireLogin>
            <UsersPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.articles),
        element: (
          <RequireLogin>
            <AdminListPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.add),
        element: (
          <RequireLogin>
            <ArticleFormPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.edit),
        element: (
          <RequireLogin>
            <ArticleFormPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.history),
        element: (
          <RequireLogin>
            <ArticleHistoryPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.trash),
        element: (
          <RequireLogin>
            <TrashPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.backups),
        element: (
          <RequireLogin>
            <BackupsPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.audit),
        element: (
          <RequireLogin>
            <AuditTrailPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.sessions),
        element: (
          <RequireLogin>
            <SessionsPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.breaking),
        element: (
          <RequireLogin>
            <BreakingPage />
          </RequireLogin>
        ),
      },
      {
        path: at(STAFF_SCREENS.security),
        element: (
          <RequireLogin>
            <SecurityPage />
          </RequireLogin>
        ),
      },
      { path: '*', element: <ReaderPage /> },
    ],
  },
];

export const createClientRouter = () => createBrowserRouter(routes);
