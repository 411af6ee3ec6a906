export * from './types.js';
export * from './api-paths.js';
export * from './permission-areas.js';
export * from './constants.js';
