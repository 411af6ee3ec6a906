import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotifications } from '@evax/shared/runtime';

// antd's notification arrives with the first toast, not on the login page's first load.
const ToastRenderer = lazy(() => import('./ToastRenderer'));

/** Where every area's toasts appear (spec 1 §8); renders nothing until the first one. */
export function ToastHost() {
  const hasToasts = useNotifications((state) => state.pending.length > 0);
  const started = useStarted(hasToasts);
  return started ? (
    <Suspense fallback={null}>
      <ToastRenderer />
    </Suspense>
  ) : null;
}

/** True from the first toast on: the renderer stays mounted once loaded. */
function useStarted(hasToasts: boolean): boolean {
  const [started, setStarted] = useState(hasToasts);
  useEffect(() => {
    if (hasToasts) setStarted(true);
  }, [hasToasts]);
  return started || hasToasts;
}
