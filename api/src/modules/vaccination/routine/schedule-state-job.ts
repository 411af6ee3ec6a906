import { tunisToday } from '@evax/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '../../../clock.js';
import type { Db } from '../../../db/connection.js';
import { vacuumKeptStates } from './kept-state-queries.js';
import { computeAllStaleStates } from './schedule-counts.js';

/** How often the job looks for kept states whose day of change has come: a Tunis midnight is crossed within this. */
export const SCHEDULE_STATE_JOB_EVERY_MS = 60 * 60 * 1000;

/**
 * A run that computed this many states (after the migration, a bulk load or a schedule correction)
 * vacuums the table: every row computed left a dead one in its indexes, and a centre's next read
 * walked them all (546 ms at 1 M children, before autovacuum came).
 */
export const VACUUM_AFTER_STATES = 50_000;

/** One run: every kept schedule state (0047) that no longer holds today, computed again. Idempotent; how many. */
export async function runScheduleStateJob(db: Db, clock: Clock = systemClock): Promise<number> {
  const computed = await computeAllStaleStates(db, tunisToday(clock.now()));
  if (computed >= VACUUM_AFTER_STATES) await vacuumKeptStates(db);
  return computed;
}

/**
 * The daily job, inside the API (no external cron): at start-up, then every hour, the children
 * whose state changes with the day (a dose falls due or overdue) and those a write marked. Reads
 * compute what is still stale themselves, so a run missed or late only costs the next read. With
 * several API processes each runs it; the rows one is computing are skipped by the others.
 */
export function startScheduleStateJob(db: Db, log: FastifyBaseLogger, clock: Clock = systemClock): { firstRun: Promise<void>; stop: () => void } {
  let running: Promise<void> | null = null;
  const run = (): Promise<void> => {
    if (running) return running;
    const started = performance.now();
    running = runScheduleStateJob(db, clock)
      .then((computed) => {
        if (computed > 0) log.info({ computed, ms: Math.round(performance.now() - started) }, 'schedule states computed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'schedule state job failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), SCHEDULE_STATE_JOB_EVERY_MS);
  timer.unref();
  return { firstRun, stop: () => clearInterval(timer) };
}
