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

/**
 * Any address that is not a staff screen is a reader page, which the server renders: the browser
 * loads it whole (login's "back home", a link to an article), leaving the staff app.
 */
/** Where the staff app was loaded: the address the server answered with it. */
const loadedAt = window.location.pathname + window.location.search + window.location.hash;

function ReaderPage() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const address = pathname + search + hash;
  // Loaded at that very address, the server had no reader page to give (its renderer is not
  // built): loading it again would only loop.
  const here = address === loadedAt;
  useEffect(() => {
    if (!here) window.location.replace(address);
  }, [address, here]);
  return here ? <Problem status="warning">{t('app.unavailable')}</Problem> : <Loading />;
}

/** The staff app's routes; the reader pages are the server's (see src/ssr). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        path: 'login',
        element: (
          <Deferred>
            <LoginPage />
          </Deferred>
        ),
      },
      {
        path: 'login/link',
        element: (
          <Deferred>
            <AccountLinkPage />
          </Deferred>
        ),
      },
      {
        path: 'users',
        element: (
          <RequireLogin>
            <UsersPage />
          </RequireLogin>
        ),
      },
      {
        path: 'admin',
        element: (
          <RequireLogin>
            <AdminListPage />
          </RequireLogin>
        ),
      },
      {
        path: 'admin/add',
        element: (
          <RequireLogin>
            <ArticleFormPage />
          </RequireLogin>
        ),
      },
      {
        path: 'admin/edit/:id',
        element: (
          <RequireLogin>
            <ArticleFormPage />
          </RequireLogin>
        ),
      },
      {
        path: 'admin/history/:id',
        element: (
          <RequireLogin>
            <ArticleHistoryPage />
          </RequireLogin>
        ),
      },
      {
        path: 'admin/audit',
        element: (
          <RequireLogin>
            <AuditTrailPage />
          </RequireLogin>
        ),
      },
      { path: '*', element: <ReaderPage /> },
    ],
  },
];

export const createClientRouter = () => createBrowserRouter(routes);
