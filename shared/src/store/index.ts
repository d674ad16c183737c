export { type AppDispatch, type AppStore, createAppStore, type RootState } from './create-app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
