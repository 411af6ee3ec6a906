import { useEffect } from 'react';

let markReady: () => void = () => undefined;

/** Settles when React has first drawn the shell (the start's scripts and shared modules are in). */
export const appReady = new Promise<void>((resolve) => (markReady = resolve));

/** Rendered once at the top of the app, outside any Suspense boundary. */
export function AppReadySignal() {
  useEffect(() => markReady(), []);
  return null;
}
