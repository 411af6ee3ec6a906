export * from './list-query.js';
export * from './SearchBox.js';
export * from './PagedTable.js';
export * from './AppProviders.js';
export * from './LanguageSwitcher.js';
export * from './LoginForm.js';
export * from './start-remote-dev-harness.js';
export * from './i18n/index.js';
