import { periodProblems, shiftDate } from './report-period';

describe('report periods', () => {
  it('shifts dates by whole days across month and year ends', () => {
    expect(shiftDate('2025-03-29', -27)).toBe('2025-03-02');
    expect(shiftDate('2024-12-31', 1)).toBe('2025-01-01');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('accepts a period of up to 366 days ending at the latest day at the latest', () => {
    expect(periodProblems('2024-11-02', '2025-11-02', '2025-11-02')).toEqual({ from: null, to: null });
    expect(periodProblems('2025-03-01', '2025-03-01', '2025-03-29')).toEqual({ from: null, to: null });
  });

  it('says what is wrong, as the server would', () => {
    expect(periodProblems('', '', '2025-03-29')).toEqual({
      from: 'Choose the first day of the period.',
      to: 'Choose the last day of the period.',
    });
    expect(periodProblems('2025-03-10', '2025-03-09', '2025-03-29').to).toBe(
      'The last day must be on or after the first day.',
    );
    expect(periodProblems('2024-11-01', '2025-11-02', '2025-12-31').to).toBe('A report covers at most 366 days.');
    expect(periodProblems('2025-03-01', '2025-03-30', '2025-03-29').to).toBe(
      'The last day can be 2025-03-29 at the latest.',
    );
  });
});
