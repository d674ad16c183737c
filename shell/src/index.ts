import { yieldToMain } from './app/yield-to-main';

/**
 * Async boundary: the federation runtime settles the shared singletons before React and the app load. The modules
 * are then evaluated a group per task (React DOM, styled-components, the API slice with Redux Toolkit and its
 * endpoints, the session, the rest of the UI kit, the store, the app), so that no single task holds the main thread
 * for long while the pre-rendered page is already on screen.
 * Only whole modules are imported here: an `import()` of react-router or Redux Toolkit would take their every export
 * (see tooling/webpack/shared-surface.cjs).
 */
const startUp = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@oddslab/shared/api'),
  () => import('@oddslab/shared/session'),
  () => import('@oddslab/shared/ui'),
  () => import('@oddslab/shared/store'),
  () => import('./bootstrap'),
];

async function evaluateInSteps() {
  for (const evaluate of startUp) {
    await yieldToMain();
    await evaluate();
  }
}

void evaluateInSteps();
