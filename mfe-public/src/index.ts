// Async boundary: shared singletons are negotiated with the federation runtime before React loads.
import('./bootstrap');
