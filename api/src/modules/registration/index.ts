/** The registration module's door: what other modules may use (lint: evax-api/module-door). */
export { acceptedRequestsByGovernorate, waitingRequestCount } from './dashboard-queries.js';
