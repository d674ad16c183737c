export {
  COLOMBO_TIME_ZONE,
  formatDateTime,
  formatJoinedDate,
  formatUsDate,
  toIsoDate,
} from './dates';
export { formatDiagnostic } from './diagnostics';
export {
  describeReturnInterval,
  excerpt,
  formatAxisValue,
  formatBankrollShare,
  formatDollars,
  formatOpenExposure,
  formatPercent,
  formatPounds,
  formatSignedPercent,
  formatWinLossRates,
  type ReturnInterval,
} from './numbers';
