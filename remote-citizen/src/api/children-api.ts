import { API_PATHS, type ChildRow } from '@evax/shared/contract';
import { fetchPage, type PageFetcher } from '@evax/shared/runtime';

/** GET /api/citizen/children: one page of the children the user's structure may see. */
export const fetchChildrenPage: PageFetcher<ChildRow> = (query, signal) => fetchPage<ChildRow>(API_PATHS.childrenList, query, signal);
