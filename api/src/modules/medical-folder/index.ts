/** The medical-folder module's door: what other modules may use (lint: evax-api/module-door). */
export { assertFolderOpen } from './folder.js';
export { seriousMapiCountSince } from './mapi-queries.js';
