import { useEffect } from 'react';

let markReady: () => void = () => undefined;

/** Settles when the first real screen (not the loading placeholder) is on the page. */
export const appReady = new Promise<void>((resolve) => (markReady = resolve));

/** Rendered next to the routes, inside their Suspense boundary: it mounts with the first screen. */
export function AppReadySignal() {
  useEffect(() => markReady(), []);
  return null;
}
