export * from './api-paths.js';
export * from './routes.js';
export * from './types.js';
