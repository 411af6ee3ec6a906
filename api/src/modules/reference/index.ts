/** The reference module's door: what other modules may use (lint: evax-api/module-door). */
export { vaccineChoices } from './dci-queries.js';
