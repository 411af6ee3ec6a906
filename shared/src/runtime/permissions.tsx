import { useMemo, type ReactNode } from 'react';
import { hasPermission, type Permission, type PermissionSubject } from '@evax/shared/contract';
import { useAuthStore } from './auth-store.js';

/** Who is signed in, for permission checks; null when nobody is. */
export function usePermissionSubject(): PermissionSubject | null {
  const user = useAuthStore((state) => state.currentUser);
  const permissions = useAuthStore((state) => state.permissions);
  return useMemo(() => (user ? { isSuperuser: user.isSuperuser, isDssb: user.isDssb, permissions } : null), [user, permissions]);
}

export function usePermission(required?: Permission | readonly Permission[]): boolean {
  return hasPermission(usePermissionSubject(), required);
}

interface CanProps {
  /** None: any signed-in user. */
  permission?: Permission | readonly Permission[];
  children: ReactNode;
  /** What to show instead; nothing by default (spec 1 §6: the wrapper hides). */
  fallback?: ReactNode;
}

export function Can({ permission, children, fallback = null }: CanProps) {
  return <>{usePermission(permission) ? children : fallback}</>;
}
