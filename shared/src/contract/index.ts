export * from './permissions.js';
export * from './errors.js';
export * from './constants.js';
export * from './routes.js';
export * from './api-types.js';
export * from './account.js';
export * from './user-admin.js';
