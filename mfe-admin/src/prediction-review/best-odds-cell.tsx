import { useGetOddsQuery } from '@oddslab/shared/api';
import { bestOddsFor } from './best-odds';

/** The best bookmaker price for a prediction's outcome, loaded per match. */
export function BestOddsCell({ matchId, recommendation }: { matchId: number; recommendation: string }) {
  const { data, isLoading, isError } = useGetOddsQuery({ matchId, size: 1 });
  if (isLoading) return <span>Loading...</span>;
  if (isError) return <span>Unavailable</span>;
  return (
    <span>
      {bestOddsFor(
        recommendation,
        data?.matches.find((match) => match.matchId === matchId),
      ) ?? 'N/A'}
    </span>
  );
}
