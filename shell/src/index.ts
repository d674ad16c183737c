// Async boundary: the federation runtime settles the shared singletons before React and the app load.
import('./bootstrap');
