import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { Loading } from '../shared/components/Loading';
import { useSession } from '../shared/session';
import { Layout } from './Layout';

// The home page is in the first download; every other screen loads when first visited.
const ArticlePage = lazy(() => import('../features/article/ArticlePage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const AdminListPage = lazy(() => import('../features/admin/AdminListPage'));
const ArticleFormPage = lazy(() => import('../features/admin/ArticleFormPage'));
const UsersPage = lazy(() => import('../features/users/UsersPage'));

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
 * The site's routes, for the browser's router and the server's. The server renders the reader
 * pages (home and article); the staff pages are rendered in the browser only.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      {
        path: 'login',
        element: (
          <Deferred>
            <LoginPage />
          </Deferred>
        ),
      },
      // The canonical address carries the headline's slug; the page sends the others there.
      ...['news/:id', 'news/:id/:slug'].map((path) => ({
        path,
        element: (
          <Deferred>
            <ArticlePage />
          </Deferred>
        ),
      })),
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
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];

export const createClientRouter = () => createBrowserRouter(routes);
