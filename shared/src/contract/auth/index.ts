/** Sign-in, password reset, registration, professional-body login; the account values profile and admin share. */
export * from './constants.js';
export * from './errors.js';
export * from './types.js';
export * from './api-paths.js';
export * from './routes.js';
