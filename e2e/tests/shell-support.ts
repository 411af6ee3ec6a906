import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Language } from '@evax/shared/contract';

/** The shell's texts the journeys look for, in the two languages under test. */
const FR = {
  offlineTitle: 'Hors ligne',
  refresh: 'Actualiser',
  menuToggle: 'Afficher ou masquer le menu',
  language: 'Langue',
  otherLanguage: 'العربية',
  exportCsv: 'Exporter (CSV)',
  timeout: 'Le délai de la requête a expiré',
  forbidden: "Nous sommes désolés, mais vous n'avez pas accès à cette page",
  notFound: 'Page introuvable',
  scrollToTop: 'Revenir en haut de la page',
};
type ShellTexts = Record<keyof typeof FR, string>;

export const SHELL_TEXTS: Record<'fr' | 'ar', ShellTexts> = {
  fr: FR,
  ar: {
    offlineTitle: 'غير متصل',
    refresh: 'تحديث',
    menuToggle: 'إظهار القائمة أو إخفاؤها',
    language: 'اللغة',
    otherLanguage: 'Français',
    exportCsv: 'تصدير (CSV)',
    timeout: 'انتهت مهلة الطلب',
    forbidden: 'نعتذر، ليس لديك صلاحية الوصول إلى هذه الصفحة',
    notFound: 'الصفحة غير موجودة',
    scrollToTop: 'العودة إلى أعلى الصفحة',
  },
};

export function textsOf(language: Language): ShellTexts {
  return SHELL_TEXTS[language === 'ar' ? 'ar' : 'fr'];
}

/** Screenshots of the journeys, to look at (not compared): a folder in the system's temp dir. */
export const SCREENSHOT_DIR = process.env.EVAX_SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'evax-shell-screens');

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}
