export interface CalibrationRow {
  from: number;
  to: number;
  count: number;
  meanForecast: number;
  observedFrequency: number;
}

function isCalibrationRow(value: unknown): value is CalibrationRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return ['from', 'to', 'count', 'meanForecast', 'observedFrequency'].every((key) => typeof row[key] === 'number');
}

/**
 * The calibration table of a stored backtest result. The detail endpoint types the result loosely (it grows with
 * the engine), so rows are checked one by one and malformed ones left out.
 */
export function calibrationRows(result: Record<string, unknown> | null): CalibrationRow[] {
  const calibration = result?.calibration;
  return Array.isArray(calibration) ? calibration.filter(isCalibrationRow) : [];
}
