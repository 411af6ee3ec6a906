// The runtime as the light sign-in page sees it (host/src/sign-in-page/): its build resolves
// '@evax/shared/runtime' to this file (webpack/create-sign-in-page-config.mjs), so the page gets
// the very modules the shell runs (the session's store, the sign-in call, i18n) without the rest
// of the runtime (the HTTP client and axios, dayjs, lists, permissions, notifications...). A name missing
// here fails that build.
export * from './auth-store.js';
export * from './api-error.js';
export * from './public-request.js';
export * from './sign-in.js';
export * from './i18n.js';
export * from './translations.js';
export * from './duration.js';
