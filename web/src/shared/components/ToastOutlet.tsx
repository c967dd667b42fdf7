import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsWanted } from './toasts';

const Toaster = lazy(() => import('./Toaster'));

/** Rendered once by the app: nothing until a toast is asked for, then Chakra's toaster. */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
