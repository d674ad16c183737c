export {
  addDaysToIsoDate,
  COLOMBO_TIME_ZONE,
  formatDateTime,
  formatJoinedDate,
  formatMatchDay,
  formatUsDate,
  isIsoDate,
  relativeMatchDay,
  toIsoDate,
} from './dates';
export { formatDiagnostic } from './diagnostics';
export {
  describeReturnInterval,
  excerpt,
  formatAxisValue,
  formatBankrollShare,
  formatOpenExposure,
  formatPercent,
  formatPounds,
  formatSignedPercent,
  formatWinLossRates,
  type ReturnInterval,
} from './numbers';
