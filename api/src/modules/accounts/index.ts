/**
 * The accounts module's door: what other modules may use (lint: evax-api/module-door). It owns
 * app_user and user_structure: auth signs in with them, admin and profile change them.
 */
export { createAccount } from './create-account.js';
export { writePassword } from './credentials.js';
export { serverBusy } from './hashing-queue.js';
export { findCaller } from './membership-queries.js';
export { permissionList } from './memberships.js';
export { hashingQueue, hashPassword, spendVerificationTime, verifyPassword } from './passwords.js';
export { findEditableProfile, updateProfile, type ProfileChanges } from './profile-queries.js';
export { loadProfile, loadSessionUser } from './profile.js';
export {
  findAccountById,
  findAccountByOidc,
  findAccountByPhone,
  findAccountByUsername,
  findUserForLogin,
  insertAccount,
  isNationalLevelAccount,
  recordLogin,
  requirePasswordChange,
  setPassword,
} from './queries.js';
export { assertAvailable, mapDuplicates } from './unique-values.js';
export { filteredUsers, selectUserColumns, USER_ORDERING, type UserFilters } from './user-list-queries.js';
