export {
  COLOMBO_TIME_ZONE,
  formatDateTime,
  formatJoinedDate,
  formatUsDate,
  toIsoDate,
} from './dates';
export { formatDiagnostic } from './diagnostics';
export {
  excerpt,
  formatAxisValue,
  formatBankrollShare,
  formatDollars,
  formatOpenExposure,
  formatPercent,
  formatPounds,
  formatSignedPercent,
  formatWinLossRates,
} from './numbers';
