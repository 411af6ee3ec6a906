// @evax/shared/ui/shell: the light part of the UI kit, a shared singleton of its own: what the
// shell's frame needs, and what the areas' descriptors run before any page
// shows (an entity's routes and its API calls: no antd). The whole kit (@evax/shared/ui: forms, lists, widgets, medical folder, and
// the antd components they bring: tables, date pickers, uploads) loads on first use, never on the
// login page. @evax/shared/ui re-exports this entry, so both name the same instances.
export * from './AppProviders.js';
export * from './ThemeProviders.js';
export * from './LanguageSwitcher.js';
export * from './font-families.js';
export * from './i18n/load-ui-translations.js';
export * from './crud/entity-routes.js';
export * from './crud/crud-api.js';
export * from './crud/list-files.js';
export * from './visually-hidden.js';
export * from './LtrText.js';
export * from './i18n/load-sign-in-translations.js';
