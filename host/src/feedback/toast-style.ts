import type { CSSProperties } from 'react';
import { DELAYS_MS, LIMITS } from '@evax/shared/contract';
import type { ToastKind } from '@evax/shared/runtime';

/** Spec 1 §8: errors red at bottom centre, successes green, 2 s each, at most 3 on screen. */
export const TOAST_CONFIG = {
  placement: 'bottom',
  duration: DELAYS_MS.toast / 1000,
  maxCount: LIMITS.toastsAtOnce,
} as const;

export const TOAST_COLORS: Record<ToastKind, string> = { success: '#2e7d32', error: '#c62828' };

export function toastStyle(kind: ToastKind): CSSProperties {
  return { background: TOAST_COLORS[kind], color: '#fff' };
}
