import { API_PATHS, type DciRow } from '@evax/shared/contract';
import { fetchPage, type PageFetcher } from '@evax/shared/runtime';

/** GET /api/ALL_DCI: one page of the DCI catalogue. */
export const fetchDciPage: PageFetcher<DciRow> = (query, signal) => fetchPage<DciRow>(API_PATHS.dciList, query, signal);
