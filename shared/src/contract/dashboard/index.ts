export * from './api-paths.js';
export * from './types.js';
