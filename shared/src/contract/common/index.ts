/** What every area uses: list and import answers, the shell's screens, the remotes, the path filler. */
export * from './types.js';
export * from './api-paths.js';
export * from './routes.js';
export * from './api-path.js';
export * from './federation.js';
export * from './area-links.js';
