import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

export interface OddsLabThemeProviderProps {
  children: ReactNode;
  /** The shell renders the global style once; nested providers (tests, remotes standalone) may skip it. */
  withGlobalStyle?: boolean;
}

export function OddsLabThemeProvider({ children, withGlobalStyle = true }: OddsLabThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
