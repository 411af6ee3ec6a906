export * from './password.js';
export * from './reference.js';
