/**
 * The request and answer schemas (TypeBox values) the API validates and serializes with and
 * describes in OpenAPI (`<area>/schemas.ts`, `<area>/response-schemas.ts`). Server side only:
 * the browser imports `@evax/shared/contract`, which re-exports their types, never these values
 * (docs/decisions.md, "Contract: TypeBox").
 */
export * from './common/schemas.js';
export * from './reference/schemas.js';
export * from './reference/response-schemas.js';
export * from './auth/schemas.js';
export * from './auth/response-schemas.js';
export * from './profile/schemas.js';
export * from './profile/response-schemas.js';
export * from './admin/schemas.js';
export * from './admin/response-schemas.js';
export * from './admin/audit-schemas.js';
export * from './structure/schemas.js';
export * from './structure/response-schemas.js';
export * from './sms/schemas.js';
export * from './sms/response-schemas.js';
export * from './citizen/schemas.js';
export * from './citizen/response-schemas.js';
export * from './registration/schemas.js';
export * from './registration/response-schemas.js';
export * from './medical-folder/schemas.js';
export * from './medical-folder/mapi-schemas.js';
export * from './documents/schemas.js';
export * from './vaccination/schemas.js';
export * from './vaccination/response-schemas.js';
export * from './vaccination/kinds-schemas.js';
export * from './vaccination/campaign-schemas.js';
export type { Static, TSchema } from 'typebox';
export * from './vaccination/rabies-schemas.js';
export * from './vaccination/rabies-dashboard-schemas.js';
export * from './dashboard/schemas.js';
export * from './vaccination/appointment-schemas.js';
