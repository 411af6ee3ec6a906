import { EXPORT_FORMATS, IMPORT_MODES, SEARCH_MAX_LENGTH, type ExportFormat, type ImportMode } from '@evax/shared/contract';

export interface ExportQuery {
  format: ExportFormat;
  search?: string;
  ordering?: string;
}

export interface ImportQuery {
  mode: ImportMode;
}

/** An export takes the list's search, filters and ordering (every row, no page) and `format` (csv by default). */
export function exportQuerySchema(orderingFields: readonly string[], filters: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      search: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
      ordering: { type: 'string', enum: orderingFields.flatMap((field) => [field, `-${field}`]) },
      format: { type: 'string', enum: [...EXPORT_FORMATS], default: 'csv' },
      ...filters,
    },
  };
}

/** An import's `mode`: all_or_nothing by default. */
export const IMPORT_QUERY_SCHEMA = {
  type: 'object',
  properties: { mode: { type: 'string', enum: [...IMPORT_MODES], default: 'all_or_nothing' } },
} as const;
