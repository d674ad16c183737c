export * from './articles';
export * from './auth';
export * from './common';
export * from './engine';
export * from './notifications';
export * from './packages';
export * from './patterns';
export * from './users';
