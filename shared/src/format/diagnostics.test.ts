import { formatDiagnostic } from './diagnostics';

describe('formatDiagnostic', () => {
  it("shows accuracy and confidence fractions as percentages with two decimals and ' %', trailing zeros trimmed", () => {
    expect(formatDiagnostic('modelAccuracy', 0.53456)).toBe('53.46 %');
    expect(formatDiagnostic('trainedAccuracy', 0.615)).toBe('61.5 %');
    expect(formatDiagnostic('modelConfidence', 0.7)).toBe('70 %');
    expect(formatDiagnostic('modelAccuracy', 1)).toBe('100 %');
  });
  it('shows other numbers with four decimals', () => {
    expect(formatDiagnostic('cvMean', 0.51234567)).toBe('0.5123');
    expect(formatDiagnostic('cvStd', 0.02)).toBe('0.0200');
  });
  it("shows 'N/A' for null", () => {
    expect(formatDiagnostic('modelAccuracy', null)).toBe('N/A');
    expect(formatDiagnostic('cvStd', undefined)).toBe('N/A');
  });
  it('formats timestamps and passes other text through', () => {
    expect(formatDiagnostic('timestamp', '2026-11-22T03:15:00Z')).toBe('2026-11-22 8:45 AM');
    expect(formatDiagnostic('modelStatus', 'Trained')).toBe('Trained');
  });
});
