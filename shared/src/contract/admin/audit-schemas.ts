import { Type, type Static } from 'typebox';
import { closed, Id, Instant } from '../common/schemas.js';
import { isoDate, nullable, nullableString, oneOf } from '../common/schema-kit.js';
import { EXPORT_FORMATS, LIMITS } from '../constants.js';
import { AUDIT_LOG_LIMITS } from './constants.js';

/** The audit log viewer (issue 34): who did what, when, from which structure, before and after. */

const word = Type.String({ minLength: 1, maxLength: AUDIT_LOG_LIMITS.textMax, pattern: '^[a-z_]+$' });

/** What GET /api/audit-log and its export filter on: the author, their structure, the entity and action, days (Tunis time). */
export const AuditLogFilters = {
  /** The author's user name, whatever its case. */
  username: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.usernameMax })),
  structure: Type.Optional(Id),
  entity: Type.Optional(word),
  /** One entity's row: `entity` and `entity_id` together. */
  entity_id: Type.Optional(Type.String({ minLength: 1, maxLength: AUDIT_LOG_LIMITS.textMax })),
  action: Type.Optional(word),
  at_from: Type.Optional(isoDate('any')),
  at_to: Type.Optional(isoDate('any')),
};

/** GET /api/audit-log: the filters and `before`, the id of the last row of the page shown. */
export const AuditLogQuery = Type.Object({ ...AuditLogFilters, before: Type.Optional(Id) }, closed);

/** GET /api/audit-log/export. */
export const AuditLogExportQuery = Type.Object({ ...AuditLogFilters, format: Type.Optional(oneOf(EXPORT_FORMATS, { default: 'csv' })) }, closed);

const Named = Type.Object({ id: Type.Integer(), nameFr: Type.String(), nameAr: nullableString() }, closed);

export const AuditLogEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: Instant(),
    action: Type.String(),
    entity: Type.String(),
    entityId: Type.String(),
    user: nullable(Type.Object({ id: Type.Integer(), username: Type.String() }, closed)),
    structure: nullable(Named),
    /** The row before and after the change (only the fields that changed for an update); secrets are never recorded. */
    before: nullable(Type.Record(Type.String(), Type.Unknown())),
    after: nullable(Type.Record(Type.String(), Type.Unknown())),
  },
  { ...closed, title: 'AuditLogEntry' },
);

/** A page of the trail, newest first; `next` is the `before` of the following page (null: none). */
export const AuditLogPage = Type.Object({ results: Type.Array(AuditLogEntrySchema), next: nullable(Type.Integer()) }, closed);

export const AuditLogFacets = Type.Object({ entities: Type.Array(Type.String()), actions: Type.Array(Type.String()) }, closed);

export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;
export type AuditLogPage = Static<typeof AuditLogPage>;
export type AuditLogFacets = Static<typeof AuditLogFacets>;
export type AuditLogQuery = Static<typeof AuditLogQuery>;
