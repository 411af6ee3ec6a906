import { API_PATHS, type UserRow } from '@evax/shared/contract';
import { fetchPage, type PageFetcher } from '@evax/shared/runtime';
import { ADMIN_KEY } from '../common/resource-keys';

/** What the users' reads are cached under. */
export const USER_KEY = [...ADMIN_KEY, 'user'] as const;

/** GET /api/users: one page of the back-office users. */
export const fetchUsersPage: PageFetcher<UserRow> = (query, signal) => fetchPage<UserRow>(API_PATHS.users, query, signal);
