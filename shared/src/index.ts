// The whole shared library; prefer the subpath imports (`@oddslab/shared/ui`, `/api`, …) in app code.
export * from './api';
export type * from './contract';
export * from './format';
export * from './notify';
export * from './paging';
export * from './safe-html';
export * from './session';
export * from './store';
export * from './ui';
