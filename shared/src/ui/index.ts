export * from './list-query.js';
export * from './list-filters.js';
export * from './SearchBox.js';
export * from './PagedTable.js';
// The list kit: row actions, status modals, import and export, the list page's hook.
export * from './crud/index.js';
export * from './AppProviders.js';
export * from './LanguageSwitcher.js';
export * from './LanguageText.js';
export * from './LoginForm.js';
export * from './start-remote-dev-harness.js';
export * from './i18n/index.js';
export * from './font-families.js';
export * from './submit-loading.js';
// Form toolkit: schema-driven forms and the 32 field kinds.
export * from './form/index.js';
export * from './widgets/index.js';
export * from './medical-folder/index.js';
