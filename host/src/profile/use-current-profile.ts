import { useEffect } from 'react';
import { useAuthStore } from '@evax/shared/runtime';
import { fetchMe } from './profile-api';

/** The signed-in user as the store keeps it, refreshed from GET /api/v1/me when the page opens. */
export function useCurrentProfile() {
  const user = useAuthStore((state) => state.currentUser);
  const phone = useAuthStore((state) => state.phone);
  useEffect(() => {
    const controller = new AbortController();
    // A failure leaves the stored profile shown; an ended session is handled by the client.
    fetchMe(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);
  return { user, phone };
}
