/**
 * The request schemas (TypeBox values) the API validates with and describes in OpenAPI. Server
 * side only: the browser imports `@evax/shared/contract`, which re-exports their types, never
 * these values (docs/decisions.md, "Contract: TypeBox").
 */
export * from './common/schemas.js';
export * from './reference/schemas.js';
export * from './auth/schemas.js';
export * from './profile/schemas.js';
export * from './admin/schemas.js';
export * from './structure/schemas.js';
export * from './sms/schemas.js';
export type { Static, TSchema } from 'typebox';
