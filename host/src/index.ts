// The async boundary lets the federation runtime negotiate the shared singletons first.
void import('./bootstrap');
