import { createContext, useContext } from 'react';

/**
 * True while rendering the build-time first paint (shell/scripts/prerender.mjs). The viewport is unknown there, so
 * parts that depend on its width are rendered for every width and CSS picks one until the app takes over.
 */
export const FirstPaintContext = createContext(false);

export function useIsFirstPaint(): boolean {
  return useContext(FirstPaintContext);
}
