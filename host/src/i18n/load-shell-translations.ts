import type { Language } from '@evax/shared/contract';
import type { TranslationTree } from '@evax/shared/runtime';

const SHELL_TRANSLATIONS: Record<Language, () => Promise<TranslationTree>> = {
  fr: () => import('./shell.fr').then((module) => module.shellFr),
  ar: () => import('./shell.ar').then((module) => module.shellAr),
  en: () => import('./shell.en').then((module) => module.shellEn),
};

/** The shell's texts in one language, a chunk of their own: the page loads the active language's only. */
export const loadShellTranslations = (language: Language): Promise<TranslationTree> => SHELL_TRANSLATIONS[language]();
