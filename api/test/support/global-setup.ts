import { dropRunTemplates, startTemplateRun } from './template-run.ts';

/** Jest's global setup: the run's template folder; templates left by runs cut short are dropped. */
export default async function globalSetup(): Promise<void> {
  await dropRunTemplates({ deadRunsOnly: true });
  startTemplateRun();
}
