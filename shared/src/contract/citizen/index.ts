export * from './children.js';
export * from './routes.js';
export * from './types.js';
export * from './api-paths.js';
