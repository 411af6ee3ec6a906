import { lazy, Suspense, useEffect, useState } from 'react';
import { LIMITS } from '@evax/shared/contract';

// antd's float button loads once the page is first scrolled past the offset, not with the shell.
const BackTopButton = lazy(() => import('./BackTopButton'));

const scrolledPast = () => window.scrollY > LIMITS.scrollToTopOffset;

/** Spec 1 §9: a button back to the top once the page is scrolled past 300 px. */
export function ScrollToTop() {
  const [needed, setNeeded] = useState(scrolledPast);
  useEffect(() => {
    if (needed) return;
    const onScroll = () => {
      if (scrolledPast()) setNeeded(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BackTopButton />
    </Suspense>
  );
}
