import cluster from 'node:cluster';
import type { Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './db/prepare.js';

/**
 * EVAX_WORKERS > 1: this process migrates and seeds the database once, then runs that many API
 * processes sharing the port (node's cluster), starting a new one when one dies. Every state the
 * API keeps is in PostgreSQL, so any process answers any request.
 */
export async function runPrimary(config: Config): Promise<void> {
  const db = openDatabase(config.database);
  const prepared = await prepareDatabase(db, { demoSeed: config.demoSeed, demoVolume: config.demoVolume });
  await db.destroy();
  console.log(`[cluster] database ready (${prepared.migrations.length} migrations); starting ${config.workers} API processes`);

  let closing = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.warn(`[cluster] API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  const shutdown = () => {
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (let i = 0; i < config.workers; i++) fork();
}
