import type { MatchDetail } from '../contract';

/**
 * A match's status, score (with half-time) and referee as `<dt>`/`<dd>` pairs for a `FactList`: the portal's match
 * page and the console's match page describe a match the same way.
 */
export function MatchResultFacts({ match }: { match: Pick<MatchDetail, 'status' | 'score' | 'referee'> }) {
  return (
    <>
      <dt>Status</dt>
      <dd>{match.status === 'upcoming' ? 'Upcoming' : 'Played'}</dd>
      {match.score && (
        <>
          <dt>Score</dt>
          <dd>
            {match.score.home} - {match.score.away}
            {match.score.halfTimeHome !== null &&
              match.score.halfTimeAway !== null &&
              ` (half-time ${match.score.halfTimeHome} - ${match.score.halfTimeAway})`}
          </dd>
        </>
      )}
      {match.referee && (
        <>
          <dt>Referee</dt>
          <dd>{match.referee}</dd>
        </>
      )}
    </>
  );
}
