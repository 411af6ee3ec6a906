export * from './children.js';
export * from './types.js';
export * from './api-paths.js';
