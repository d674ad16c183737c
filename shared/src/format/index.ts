export {
  COLOMBO_TIME_ZONE,
  formatDateTime,
  formatJoinedDate,
  formatUsDate,
  toIsoDate,
} from './dates';
export { formatDiagnostic } from './diagnostics';
export { excerpt, formatAxisValue, formatPercent } from './numbers';
