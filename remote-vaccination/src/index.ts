// Standalone development page only; the host loads ./module through the federation runtime.
void import('./bootstrap');
