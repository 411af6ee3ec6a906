import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page title takes the focus when the user arrives on a page (after sign-in, after each
 * route change): a screen reader reads where the user is, and the next Tab starts from the page.
 * Give the ref to the page's h1, with tabIndex -1.
 */
export function useFocusOnArrival<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return ref;
}
