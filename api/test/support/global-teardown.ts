import { dropRunTemplates } from './template-run.ts';

/** Jest's global teardown: this run's templates and their folder go. */
export default (): Promise<void> => dropRunTemplates({ deadRunsOnly: false });
