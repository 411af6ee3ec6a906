import { CROPPER_ASPECT, DELAYS_MS, LIMITS } from '@evax/shared/contract';

/** The pure rules behind the shared widgets, kept apart from React so each is unit-tested. */

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RetryPolicy {
  /** Tries after the first one (spec 1 §4.5: 3). */
  retries: number;
  /** Pause between two tries (spec 1 §4.5: 500 ms). */
  intervalMs: number;
}

export const PDF_RETRY_POLICY: RetryPolicy = { retries: LIMITS.pdfRetries, intervalMs: DELAYS_MS.pdfRetryInterval };

/**
 * Runs `task` until it succeeds, at most 1 + `retries` times, waiting `intervalMs` between tries;
 * the last failure is thrown.
 */
export async function withRetries<T>(
  task: (attempt: number) => Promise<T>,
  policy: RetryPolicy = PDF_RETRY_POLICY,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= policy.retries) throw error;
      await wait(policy.intervalMs);
    }
  }
}

/** The KPI card's total (spec 1 §2.4): registrations by agents plus by citizens; a missing count is 0. */
export function kpiTotal(byAgents: number | null | undefined, byCitizens: number | null | undefined): number {
  const count = (value: number | null | undefined) => (Number.isFinite(value) && (value as number) > 0 ? Math.trunc(value as number) : 0);
  return count(byAgents) + count(byCitizens);
}

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A crop box (pixels of the natural image) kept inside the image, at the cropper's aspect ratio
 * (16:9) and never smaller than the minimum box (10 px on its short side).
 * Null when the image itself is too small to hold a minimum box.
 */
export function boundCropBox(
  box: CropBox,
  image: { width: number; height: number },
  { aspect = CROPPER_ASPECT, minPx = LIMITS.cropperMinBoxPx } = {},
): CropBox | null {
  const minHeight = aspect >= 1 ? minPx : minPx / aspect;
  const minWidth = minHeight * aspect;
  const maxWidth = Math.min(image.width, image.height * aspect);
  if (maxWidth < minWidth) return null;
  const width = Math.min(Math.max(box.width, minWidth), maxWidth);
  const height = width / aspect;
  const x = Math.min(Math.max(box.x, 0), image.width - width);
  const y = Math.min(Math.max(box.y, 0), image.height - height);
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

/** Where a multi-step form goes (spec 1 §4.4): forward after a step's submit, the last step submits the whole. */
export type StepMove = { kind: 'step'; index: number } | { kind: 'submit' };

export function nextStepMove(current: number, stepCount: number): StepMove {
  if (current >= stepCount - 1) return { kind: 'submit' };
  return { kind: 'step', index: Math.max(0, current + 1) };
}

export function previousStep(current: number): number {
  return Math.max(0, current - 1);
}

/** The rows a page shows, 1-based, for "showing {from} to {to} of {size}"; 0 to 0 when empty. */
export function pageRange(page: number, pageSize: number, count: number): { from: number; to: number; size: number } {
  if (count <= 0) return { from: 0, to: 0, size: 0 };
  const from = Math.min((page - 1) * pageSize + 1, count);
  return { from, to: Math.min(page * pageSize, count), size: count };
}

/** How many page numbers the paged table's pager shows at once (spec 1 §4.4: "window 10"). */
export const PAGE_WINDOW = 10;

/**
 * The page numbers the pager shows (spec 1 §4.4), in reading order: at most `size` consecutive pages,
 * 5 pages before the current one and 4 after on a window of 10, pushed against the
 * first or last page near the ends. Page 15 of 30 → 10..19; page 2 of 30 → 1..10; page 30 → 21..30.
 * Empty when there is no page.
 */
export function pageWindow(current: number, pageCount: number, size: number = PAGE_WINDOW): number[] {
  if (pageCount <= 0 || size <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
