import { formatMatchDay, relativeMatchDay } from '@oddslab/shared/format';
import styled from 'styled-components';

const Day = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

export interface MatchDayProps {
  date: string;
  kickoff?: string | null;
  /** The engine's as-of date: 'Today' is the engine's day, not the wall clock's. */
  asOf: string | null;
  leagueName?: string;
}

/** When a match is ('Sat 3 May 2025, 15:00'), how far that is on the engine's clock ('Tomorrow') and its league. */
export function MatchDay({ date, kickoff = null, asOf, leagueName }: MatchDayProps) {
  const relative = relativeMatchDay(date, asOf);
  const details = [relative, leagueName].filter(Boolean).join(' · ');
  return (
    <Day>
      <time dateTime={kickoff ? `${date}T${kickoff}` : date}>{formatMatchDay(date, kickoff)}</time>
      {details && <small>{details}</small>}
    </Day>
  );
}
