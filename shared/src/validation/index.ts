export * from './password.js';
export * from './reference.js';
export * from './account.js';
