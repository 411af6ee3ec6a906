import type { Root } from 'react-dom/client';
import { LANGUAGE_STORAGE_KEY } from '@evax/shared/contract';
import { isLanguage } from '@evax/shared/runtime';
import { mountLightPage } from '../sign-in-page/mount-light-page';
import { loadVerifyTranslations } from './i18n/load-verify-translations';
import { VerifyCertificatePage } from './VerifyCertificatePage';

/**
 * /verify as a page of its own, served with the light sign-in page's build (no shell, no session
 * needed): signed in or not, anyone who scans a certificate lands here. The QR code's link names
 * the certificate's language (`?lang=`), which becomes the page's until the user picks another.
 */
export function startVerifyPage(): Promise<Root> {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked)) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, asked);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`);
  }
  return mountLightPage(loadVerifyTranslations, <VerifyCertificatePage />);
}
