import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastContainerProps, toastsWantedStore } from './notify';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * The app's one toast container, mounted with the first toast (`notify` fetches react-toastify then), so a page
 * that shows none never downloads or runs it. The container is fixed over the page: mounting it moves nothing.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(toastsWantedStore.subscribe, toastsWantedStore.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...toastContainerProps} />
    </Suspense>
  );
}
