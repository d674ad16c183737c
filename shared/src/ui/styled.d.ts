import 'styled-components';
import type { OddsLabTheme } from './theme';

declare module 'styled-components' {
  export interface DefaultTheme extends OddsLabTheme {}
}
