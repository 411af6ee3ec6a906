import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import type { Permission } from '@evax/shared/contract';
import { usePermission } from './permissions.js';

/** What a refused click logs (spec 1 §6). */
export const PERMISSION_DENIED_MESSAGE = 'Permission Denied';

const DISABLED_STYLE: CSSProperties = { display: 'inline-block', opacity: 0.5, cursor: 'not-allowed' };

interface DisabledWithoutProps {
  permission?: Permission | readonly Permission[];
  children: ReactNode;
}

/**
 * The second permission wrapper (spec 1 §6): without the permission the element stays visible
 * but dimmed, with a not-allowed cursor; a click does nothing but log "Permission Denied".
 */
export function DisabledWithoutPermission({ permission, children }: DisabledWithoutProps) {
  const allowed = usePermission(permission);
  if (allowed) return <>{children}</>;
  const refuse = (event: MouseEvent): void => {
    event.preventDefault();
    event.stopPropagation();
    console.warn(PERMISSION_DENIED_MESSAGE);
  };
  return (
    <span style={DISABLED_STYLE} aria-disabled="true" data-permission-denied="" onClickCapture={refuse}>
      <span inert style={{ pointerEvents: 'none' }}>
        {children}
      </span>
    </span>
  );
}
