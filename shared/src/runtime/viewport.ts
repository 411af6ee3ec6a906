import { useEffect, useState } from 'react';
import { BREAKPOINTS, DELAYS_MS } from '@evax/shared/contract';

/** Which breakpoints a width reaches (spec 1 §9: sm 576, md 768, lg 992, xl 1200). */
export type Screens = Record<keyof typeof BREAKPOINTS, boolean>;

export function screensFor(width: number): Screens {
  return { sm: width >= BREAKPOINTS.sm, md: width >= BREAKPOINTS.md, lg: width >= BREAKPOINTS.lg, xl: width >= BREAKPOINTS.xl };
}

/** Calls `run` at most once per `waitMs`, the last call of a burst included (trailing). */
export function throttle<Args extends unknown[]>(run: (...args: Args) => void, waitMs: number): ((...args: Args) => void) & { cancel(): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | null = null;
  const fire = (): void => {
    last = Date.now();
    timer = undefined;
    if (pending) {
      const args = pending;
      pending = null;
      run(...args);
    }
  };
  const throttled = (...args: Args): void => {
    pending = args;
    const wait = waitMs - (Date.now() - last);
    if (wait <= 0) fire();
    else timer ??= setTimeout(fire, wait);
  };
  throttled.cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return throttled;
}

/** The breakpoints the window reaches, following resizes at most every 200 ms (spec 1 §9). */
export function useScreens(): Screens {
  const [screens, setScreens] = useState(() => screensFor(window.innerWidth));
  useEffect(() => {
    const onResize = throttle(() => {
      const next = screensFor(window.innerWidth);
      setScreens((current) => (sameScreens(current, next) ? current : next));
    }, DELAYS_MS.resizeThrottle);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return screens;
}

function sameScreens(first: Screens, second: Screens): boolean {
  return first.sm === second.sm && first.md === second.md && first.lg === second.lg && first.xl === second.xl;
}
