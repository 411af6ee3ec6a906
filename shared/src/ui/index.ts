// The shell's part of the kit (providers, login form, language switcher, translations): its own
// shared entry, re-exported by name so the host and every remote share one instance of it.
export * from '@evax/shared/ui/shell';
export * from './list-query.js';
export * from './list-filters.js';
export * from './SearchBox.js';
export * from './PagedTable.js';
export * from './FilterBar.js';
// The list kit: row actions, status modals, import and export, the list page's hook.
export * from './crud/index.js';
export * from './LanguageText.js';
export * from './start-remote-dev-harness.js';
export * from './submit-loading.js';
export * from './submit-once.js';
// Form toolkit: schema-driven forms and the 32 field kinds.
export * from './form/index.js';
export * from './widgets/index.js';
export * from './medical-folder/index.js';
