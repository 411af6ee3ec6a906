import { SHELL_ROUTES } from '@evax/shared/contract';
import { startSignInPage } from './start-sign-in-page';

// The light page's build serves the signed-out pages: the sign-in form, and the certificate's
// public verify page (its own chunk: the sign-in form does not carry it).
if (window.location.pathname.replace(/\/$/, '') === SHELL_ROUTES.verifyCertificate)
  void import('../verify-page/start-verify-page').then((page) => page.startVerifyPage());
else void startSignInPage();
