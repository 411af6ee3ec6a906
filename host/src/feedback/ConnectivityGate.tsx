import type { ReactNode } from 'react';
import { useConnectivity } from '@evax/shared/runtime';
import { OfflinePage } from './OfflinePage';

/**
 * While offline the offline screen takes the content's place (spec 1 §4.3). The content stays
 * mounted, hidden, so a form being filled in is still there when the network comes back.
 */
export function ConnectivityGate({ children }: { children: ReactNode }) {
  const online = useConnectivity((state) => state.online);
  return (
    <>
      {!online && <OfflinePage />}
      <div hidden={!online} style={{ display: online ? 'contents' : 'none' }}>
        {children}
      </div>
    </>
  );
}
