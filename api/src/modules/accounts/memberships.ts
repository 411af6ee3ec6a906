// The memberships' SQL is in membership-queries.ts; findCaller stays importable from here, where the app's caller cache (app.ts) takes it.
export { findCaller, type CallerRow } from './membership-queries.js';

/** The permission strings of rolePermissions' text (null: no role). */
export function permissionList(text: string | null): string[] {
  return text ? text.split(' ') : [];
}
