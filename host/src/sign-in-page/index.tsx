import { startSignInPage } from './start-sign-in-page';

void startSignInPage();
