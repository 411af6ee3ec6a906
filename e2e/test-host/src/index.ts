// The async boundary lets the federation runtime set up the shared singletons first.
import('./bootstrap');
