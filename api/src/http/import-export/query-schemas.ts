import type { ExportFormat, ImportMode } from '@evax/shared/contract';

/** An export's query once validated (exportQuery of @evax/shared/contract/schemas): `format` defaulted. */
export interface ExportQuery {
  format: ExportFormat;
  search?: string;
  ordering?: string;
  sort?: string;
}

/** An import's query once validated (ImportModeQuery): `mode` defaulted. */
export interface ImportQuery {
  mode: ImportMode;
}
