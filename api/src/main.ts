import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { runPrimary } from './cluster.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './db/prepare.js';
import { startScheduleStateJob } from './modules/vaccination/index.js';

/** Starts the server: opens the database, migrates and seeds it when needed, then listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  const started = performance.now();
  const db = openDatabase(config.database);
  // A cluster's processes find the database already prepared by the primary.
  const prepared = cluster.isWorker ? { migrations: [], seeds: [] } : await prepareDatabase(db, { demoSeed: config.demoSeed, demoVolume: config.demoVolume });
  const app = await buildApp({ db, config, logger: { level: config.logLevel } });
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`;
  app.log.info({ migrations: prepared.migrations.length, seeds: prepared.seeds, ms: Math.round(performance.now() - started) }, `database ready: ${where}`);
  if (config.sms.kind === 'outbox' && config.sms.devOutbox)
    app.log.warn('EVAX_SMS_DEV_OUTBOX=1: whole SMS, one-time codes included, readable at /api/sms/dev-outbox (development only)');

  const scheduleStateJob = startScheduleStateJob(db, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    scheduleStateJob.stop();
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.destroy(); // PGlite flushes its data folder here
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
