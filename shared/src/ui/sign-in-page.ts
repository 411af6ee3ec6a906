// @evax/shared/ui/shell as the light sign-in page sees it (host/src/sign-in-page/): what the
// login form and its frame need, without the areas' descriptor helpers and antd's locales. Its build resolves
// '@evax/shared/ui/shell' here (webpack/create-sign-in-page-config.mjs).
export * from './ThemeProviders.js';
export * from './LanguageSwitcher.js';
export * from './LoginForm.js';
export * from './font-families.js';
export * from './i18n/load-sign-in-translations.js';
export * from './visually-hidden.js';
export * from './LtrText.js';
