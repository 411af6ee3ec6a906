import { lazy, Suspense, useEffect, type ComponentProps, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@evax/shared/contract';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { PageLoading } from '../feedback/PageLoading';
import { useRemoteModules } from './remote-modules-store';

// Only a failure shows it: antd's Result (with its illustrations, 11 KB gz) is not part of every
// area's first screen (issue 28). It comes from the portal, not from the area that failed.
const LazyAreaUnavailable = lazy(() => import('./AreaUnavailable').then((module) => ({ default: module.AreaUnavailable })));

function AreaUnavailable(props: ComponentProps<typeof LazyAreaUnavailable>) {
  return (
    <Suspense fallback={null}>
      <LazyAreaUnavailable {...props} />
    </Suspense>
  );
}

/**
 * One remote's area: loading, unavailable (could not be fetched, or threw while rendering) with
 * a retry that loads the remote again, refused (built for a newer portal), or its page. A failure stays inside this area. Opening
 * it loads the remote, if it was not loaded yet.
 */
export default function RemoteAreaBoundary({ name, children }: { name: RemoteName; children?: ReactNode }) {
  const area = useRemoteModules((state) => state.areas.find((candidate) => candidate.name === name));
  const retry = useRemoteModules((state) => state.retry);
  const open = useRemoteModules((state) => state.open);
  const onRetry = () => void retry(name);
  // The user goes to the area: its code comes now (it may not have been prefetched yet).
  useEffect(() => void open(name), [open, name]);

  if (!area || area.status === 'loading' || area.status === 'idle') return <AreaLoading />;
  if (area.status === 'failed') return <AreaUnavailable onRetry={onRetry} />;
  if (area.status === 'incompatible') return <AreaUnavailable reason="needs-newer-portal" />;
  return (
    <ErrorBoundary key={area.attempt} fallback={() => <AreaUnavailable onRetry={onRetry} />}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function AreaLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" style={{ paddingBlock: 64 }}>
      <Spin size="large" description={t('AREA.LOADING')} />
    </Flex>
  );
}
