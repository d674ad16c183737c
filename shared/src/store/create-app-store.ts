import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { createSessionListener } from '../session/session-listener';
import { sessionReducer } from '../session/session-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The site's one store (the shell creates it; tests create their own with a preloaded state). */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const sessionListener = createSessionListener();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionListener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
