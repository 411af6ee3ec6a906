import { API_PATHS, type UserRow } from '@evax/shared/contract';
import { fetchPage, type PageFetcher } from '@evax/shared/runtime';

/** GET /api/users: one page of the back-office users. */
export const fetchUsersPage: PageFetcher<UserRow> = (query, signal) => fetchPage<UserRow>(API_PATHS.users, query, signal);
