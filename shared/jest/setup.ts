import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { clearResourceCache, useAuthStore } from '@evax/shared/runtime';

// findBy/waitFor: lazy chunks (tables, forms, widgets) can take over 1 s to load on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// Every test starts signed out, with empty storage (before anything renders, so no act warnings).
beforeEach(() => {
  localStorage.clear();
  clearResourceCache();
  useAuthStore.getState().signOut();
});
