import {
  API_PATHS,
  apiPath,
  type ListQuery,
  type PasswordRegenerated,
  type UserCreated,
  type UserCreateRequest,
  type UserDetail,
  type UserRow,
  type UserUpdateRequest,
} from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';
import { crudApi } from '@evax/shared/ui/shell';
import { ADMIN_KEY } from '../common/resource-keys';

/** What the users' reads are cached under. */
export const USER_KEY = [...ADMIN_KEY, 'user'] as const;

/** A user as the list kit reads it: its active flag under the kit's name too. */
export type UserListRow = UserRow & { is_active: boolean };
export type UserRecord = UserDetail & { is_active: boolean };

const withFlag = <T extends { isActive: boolean }>(row: T) => ({ ...row, is_active: row.isActive });

const base = crudApi<UserRow, UserDetail, UserCreateRequest, UserUpdateRequest>({
  list: API_PATHS.users,
  get: API_PATHS.user,
  create: API_PATHS.users,
  update: API_PATHS.user,
  activate: API_PATHS.userActivate,
  deactivate: API_PATHS.userDeactivate,
  remove: API_PATHS.user,
});

/**
 * GET /api/users (a page), GET and PATCH /api/users/{id}, POST /api/users, POST /api/users/{id}/activate
 * or /deactivate, DELETE /api/users/{id} (to the recycle bin).
 */
export const userApi = {
  ...base,
  page: (async (query, signal) => {
    const page = await base.page(query, signal);
    return { ...page, results: page.results.map(withFlag) };
  }) as PageFetcher<UserListRow>,
  get: async (id: number | string, signal?: AbortSignal): Promise<UserRecord> => withFlag(await base.get(id, signal)),
  /** The creation answers the temporary password once (UserCreated). */
  create: async (input: UserCreateRequest): Promise<UserCreated & { is_active: boolean }> =>
    withFlag((await http.post<UserCreated>(API_PATHS.users, input)).data),
  update: async (id: number | string, patch: UserUpdateRequest): Promise<UserRecord> => withFlag(await base.update(id, patch)),
  setActive: async (id: number | string, active: boolean): Promise<UserRecord> => withFlag((await base.setActive(id, active)) as UserDetail),
};

/** GET /api/users?deleted=1: the recycle bin. */
export const fetchDeletedUsersPage: PageFetcher<UserListRow> = async (query, signal) => {
  const page = await fetchPage<UserRow>(API_PATHS.users, { ...query, deleted: 1 } as ListQuery, signal);
  return { ...page, results: page.results.map(withFlag) };
};

/** POST /api/users/{id}/regenerate-password: a temporary password by SMS to the user's mobile; answers where it went. */
export async function regeneratePassword(id: number): Promise<PasswordRegenerated> {
  return (await http.post<PasswordRegenerated>(apiPath(API_PATHS.userRegeneratePassword, { id }))).data;
}

/** POST /api/users/{id}/restore: back from the recycle bin, disabled. */
export async function restoreUser(id: number): Promise<UserDetail> {
  return (await http.post<UserDetail>(apiPath(API_PATHS.userRestore, { id }))).data;
}
