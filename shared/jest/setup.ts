import '@testing-library/jest-dom';
import { useAuthStore } from '@evax/shared/runtime';

// Every test starts signed out, with empty storage (before anything renders, so no act warnings).
beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().signOut();
});
