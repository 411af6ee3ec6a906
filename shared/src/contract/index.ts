/**
 * The browser's entry of the contract (`@evax/shared/contract`): each area's folder holds its
 * body types (`types.ts`), API paths (`api-paths.ts`), client routes (`routes.ts`) and, server
 * side only, its TypeBox schemas (`schemas.ts`, entry `@evax/shared/contract/schemas`).
 */
export * from './permissions.js';
export * from './errors.js';
export * from './constants.js';
export * from './api-paths.js';
export * from './common/index.js';
export * from './auth/index.js';
export * from './profile/index.js';
export * from './structure/index.js';
export * from './sms/index.js';
export * from './admin/index.js';
export * from './reference/index.js';
export * from './citizen/index.js';
export * from './vaccination/index.js';
export * from './registration/index.js';
export * from './medical-folder/index.js';
export * from './documents/index.js';
export * from './dashboard/index.js';
