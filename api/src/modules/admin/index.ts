/** The admin module's door: what other modules may use (lint: evax-api/module-door): the administrators' scope over accounts. */
export { isUserInScope, usersInScope } from './scope-queries.js';
