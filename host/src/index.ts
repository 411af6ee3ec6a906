import { showSplash } from './feedback/splash';

// The splash covers the start (spec 1 §2.4); bootstrap hides it once React has drawn the shell.
showSplash();
// The async boundary lets the federation runtime negotiate the shared singletons first.
void import('./bootstrap');
