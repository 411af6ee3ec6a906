import { useAuthStore, useResource } from '@evax/shared/runtime';
import { fetchMe } from './profile-api';

/** The key of the signed-in user's profile read (GET /api/v1/me). */
const CURRENT_PROFILE_KEY = ['profile', 'me'] as const;

/** The signed-in user as the store keeps it, refreshed from GET /api/v1/me when the page opens. */
export function useCurrentProfile() {
  const user = useAuthStore((state) => state.currentUser);
  const phone = useAuthStore((state) => state.phone);
  // fetchMe puts the answer in the store; a failure leaves the stored profile shown (an ended
  // session is handled by the client).
  useResource(CURRENT_PROFILE_KEY, fetchMe);
  return { user, phone };
}
