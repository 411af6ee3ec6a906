import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// No import of the project here: jest's global setup and teardown load this file outside its module
// mapping (test/support/templates.ts has the rest).

/** What a test database starts as: nothing, migrated with the reference data, or with the demo data too. */
export type Preparation = 'empty' | 'reference' | 'demo';

const RUN_FOLDER = 'EVAX_TEST_TEMPLATES';

export const templateFolder = (): string | null => process.env[RUN_FOLDER] ?? null;

/** The global setup's side: a folder for this run, in the environment the workers inherit. */
export function startTemplateRun(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `evax-templates-${process.pid}_`));
  process.env[RUN_FOLDER] = folder;
  return folder;
}

/** PostgreSQL template names carry the run (the setup's pid and a random part), so runs never share one. */
export const TEMPLATE_PREFIX = 'evax_tpl_';
export function templateName(folder: string, preparation: Preparation): string {
  const run = path
    .basename(folder)
    .replace(/^evax-templates-/, '')
    .toLowerCase();
  return `${TEMPLATE_PREFIX}${run.replace(/[^a-z0-9_]/g, '')}_${preparation}`;
}

/** The setup's pid in a template's name: a template whose run ended without its teardown can go. */
export const templateRunPid = (name: string): number => Number(name.slice(TEMPLATE_PREFIX.length).split('_')[0]);

/**
 * The PostgreSQL templates of this run (`deadRunsOnly`: of runs whose process is gone, left by a
 * run cut short) dropped, with this run's folder.
 */
export async function dropRunTemplates({ deadRunsOnly }: { deadRunsOnly: boolean }): Promise<void> {
  const folder = templateFolder();
  if (!deadRunsOnly && folder) fs.rmSync(folder, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const ours = folder ? ['empty', 'reference', 'demo'].map((p) => templateName(folder, p as Preparation)) : [];
    for (const { datname } of rows) {
      const drop = deadRunsOnly ? !alive(templateRunPid(datname)) : ours.includes(datname);
      if (drop) await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}
