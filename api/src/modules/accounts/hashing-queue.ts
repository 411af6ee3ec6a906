import { ACCOUNT_ERROR_KEYS, PASSWORD_HASHING } from '@evax/shared/contract';
import { ApiError } from '../../http/errors.js';

/** 503 at once (with Retry-After) when the line of password checks is full. */
export const serverBusy = (retryAfter: number = PASSWORD_HASHING.retryAfterSeconds) =>
  new ApiError(503, { detail: 'The server is busy; try again in a few seconds', key: ACCOUNT_ERROR_KEYS.SERVER_BUSY, retryAfter });

/**
 * A line for costly work (argon2 hashing): at most `concurrency` jobs run at once. `run` waits
 * for its turn however long the line; `runOrRefuse` (what anonymous callers trigger) fails at
 * once, without doing the work, when `waiting` jobs already wait, so that a flood of sign-ins
 * neither takes every core nor piles up.
 */
export class HashingQueue {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly waiting: number,
  ) {}

  run<T>(job: () => Promise<T>): Promise<T> {
    return this.enter(job, false);
  }

  runOrRefuse<T>(job: () => Promise<T>): Promise<T> {
    return this.enter(job, true);
  }

  /** 503 now when runOrRefuse would refuse: lets a caller skip its other work too. */
  assertRoom(): void {
    if (this.isFull()) throw serverBusy();
  }

  private isFull(): boolean {
    return this.running >= this.concurrency && this.line.length >= this.waiting;
  }

  private async enter<T>(job: () => Promise<T>, refuseWhenFull: boolean): Promise<T> {
    if (this.running >= this.concurrency) {
      if (refuseWhenFull && this.isFull()) throw serverBusy();
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.line.shift();
      // The place goes straight to the next in line; `running` stays as it is.
      if (next) next();
      else this.running--;
    }
  }
}
