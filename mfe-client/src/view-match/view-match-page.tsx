import { normalizeApiError, useGetMatchQuery } from '@oddslab/shared/api';
import type { MatchDetail } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { useSession } from '@oddslab/shared/session';
import {
  Button,
  Card,
  CardTitle,
  ErrorState,
  FactList,
  FormSequence,
  LoadingState,
  PageTitle,
  VisuallyHidden,
} from '@oddslab/shared/ui';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AsOfNote, formatOdds } from '../engine-data/data-page-parts';
import { DataTable, TableScroll } from '../engine-data/data-table';
import { userHasFeature } from '../portal/package-feature-links';
import { BetModal, type BetSelection } from './bet-modal';
import { readMatchPrediction } from './match-prediction';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h3 { margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

/** Match ids are positive integers; anything else in ?id= is refused before calling the API. */
export function parseMatchId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Match details at /client/view-match?id=… (spec §2). */
export function ViewMatchPage() {
  const [params] = useSearchParams();
  const id = parseMatchId(params.get('id'));
  return (
    <>
      <PageTitle documentTitle="Match details · Client portal">Match details</PageTitle>
      <AsOfNote />
      {id === null ? (
        <ErrorState message="Choose a match from Fixtures, Predictions or Alerts: this link has no valid match id." />
      ) : (
        <MatchDetails id={id} />
      )}
      <p>
        <Link to="/client/fixtures">Back to fixtures</Link>
      </p>
    </>
  );
}

function MatchDetails({ id }: { id: number }) {
  const { currentData: match, error, isFetching, refetch } = useGetMatchQuery(id);
  const { user } = useSession();
  const [bet, setBet] = useState<BetSelection | null>(null);
  if (isFetching && !match) return <LoadingState message="Loading match details..." />;
  if (error || !match) {
    const problem = normalizeApiError(error);
    return problem.status === 404 ? (
      <ErrorState message={`Match ${id} not found.`} />
    ) : (
      <ErrorState message="Failed to load match details. Please try again later." onRetry={refetch} />
    );
  }
  return (
    <>
      <Overview match={match} />
      <Grid>
        <TeamStatistics match={match} />
        <PredictionSummary match={match} inPackage={userHasFeature(user, 'PREDICTIONS')} />
      </Grid>
      <MarketPredictions match={match} />
      <OddsByBookmaker match={match} onBet={setBet} inPackage={userHasFeature(user, 'ODDS_COMPARISON')} />
      <BetModal selection={bet} onClose={() => setBet(null)} />
    </>
  );
}

function Overview({ match }: { match: MatchDetail }) {
  return (
    <Section aria-labelledby="overview-title">
      <CardTitle id="overview-title">
        {match.homeTeam} vs {match.awayTeam}
      </CardTitle>
      <FactList>
        <dt>League</dt>
        <dd>
          {match.leagueName} {match.season}
        </dd>
        <dt>Date</dt>
        <dd>
          {match.date}
          {match.kickoff ? ` ${match.kickoff}` : ''}
        </dd>
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
      </FactList>
    </Section>
  );
}

function rating(value: number | undefined): string {
  return value === undefined ? 'N/A' : value.toFixed(2);
}

function TeamStatistics({ match }: { match: MatchDetail }) {
  return (
    <Card aria-labelledby="team-stats-title">
      <CardTitle id="team-stats-title">Team Statistics</CardTitle>
      <TableScroll>
        <DataTable aria-label="Team statistics">
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Recent Form</th>
              <th scope="col">Attack Strength</th>
              <th scope="col">Defense Weakness</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{match.homeTeam}</th>
              <td>
                <FormSequence value={match.form.home} />
              </td>
              <td>{rating(match.ratings?.home.attackStrength)}</td>
              <td>{rating(match.ratings?.home.defenseWeakness)}</td>
            </tr>
            <tr>
              <th scope="row">{match.awayTeam}</th>
              <td>
                <FormSequence value={match.form.away} />
              </td>
              <td>{rating(match.ratings?.away.attackStrength)}</td>
              <td>{rating(match.ratings?.away.defenseWeakness)}</td>
            </tr>
          </tbody>
        </DataTable>
      </TableScroll>
      <FactList style={{ marginTop: 16 }}>
        <dt>Head to head</dt>
        <dd>
          <FormSequence value={match.form.headToHead} />
        </dd>
      </FactList>
    </Card>
  );
}

/** The server leaves out what the user's package does not include; say so rather than implying there is none. */
function NotInPackage({ feature }: { feature: string }) {
  return (
    <p>
      {feature} are not part of your current package. <Link to="/client/settings">Change your plan in Settings</Link>
    </p>
  );
}

function PredictionSummary({ match, inPackage }: { match: MatchDetail; inPackage: boolean }) {
  const prediction = readMatchPrediction(match.prediction);
  if (!prediction.oneXTwo) {
    return (
      <Card aria-labelledby="prediction-title">
        <CardTitle id="prediction-title">Predictions</CardTitle>
        {inPackage ? <p>The model has no prediction for this match yet.</p> : <NotInPackage feature="Predictions" />}
      </Card>
    );
  }
  const { home, draw, away } = prediction.oneXTwo;
  const confidence = Math.max(home, draw, away);
  return (
    <Card aria-labelledby="prediction-title">
      <CardTitle id="prediction-title">Predictions</CardTitle>
      <FactList>
        <dt>Expected goals</dt>
        <dd>
          {prediction.expectedGoals
            ? `${prediction.expectedGoals.home.toFixed(2)} - ${prediction.expectedGoals.away.toFixed(2)}`
            : 'N/A'}
        </dd>
        <dt>Home win</dt>
        <dd>{formatPercent(home)}</dd>
        <dt>Draw</dt>
        <dd>{formatPercent(draw)}</dd>
        <dt>Away win</dt>
        <dd>{formatPercent(away)}</dd>
        <dt>Confidence score</dt>
        <dd>{formatPercent(confidence)}</dd>
      </FactList>
    </Card>
  );
}

function MarketPredictions({ match }: { match: MatchDetail }) {
  const prediction = readMatchPrediction(match.prediction);
  const sections: ReactNode[] = [];
  if (prediction.oneXTwo) {
    const fair = prediction.fairOdds;
    sections.push(
      <div key="1x2">
        <h3>Match result (1X2)</h3>
        <DataTable aria-label="Match result probabilities">
          <thead>
            <tr>
              <th scope="col">Outcome</th>
              <th scope="col">Probability</th>
              <th scope="col">Fair odds</th>
            </tr>
          </thead>
          <tbody>
            {(['home', 'draw', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{{ home: 'Home Win', draw: 'Draw', away: 'Away Win' }[side]}</th>
                <td>{formatPercent(prediction.oneXTwo?.[side])}</td>
                <td>{formatOdds(fair?.[side])}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>,
    );
  }
  if (prediction.overUnder.length > 0) {
    sections.push(
      <div key="ou">
        <h3>Over / under goals</h3>
        <DataTable aria-label="Over and under probabilities">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Over</th>
              <th scope="col">Under</th>
              <th scope="col">Fair over</th>
              <th scope="col">Fair under</th>
            </tr>
          </thead>
          <tbody>
            {prediction.overUnder.map((row) => (
              <tr key={row.line}>
                <th scope="row">{row.line}</th>
                <td>{formatPercent(row.over)}</td>
                <td>{formatPercent(row.under)}</td>
                <td>{formatOdds(row.fairOver)}</td>
                <td>{formatOdds(row.fairUnder)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>,
    );
  }
  if (prediction.btts) {
    sections.push(
      <div key="btts">
        <h3>Both teams to score</h3>
        <FactList>
          <dt>Yes</dt>
          <dd>{formatPercent(prediction.btts.yes)}</dd>
          <dt>No</dt>
          <dd>{formatPercent(prediction.btts.no)}</dd>
        </FactList>
      </div>,
    );
  }
  if (prediction.correctScores.length > 0) {
    sections.push(
      <div key="cs">
        <h3>Most likely correct scores</h3>
        <DataTable aria-label="Most likely correct scores">
          <thead>
            <tr>
              <th scope="col">Score</th>
              <th scope="col">Probability</th>
              <th scope="col">Fair odds</th>
            </tr>
          </thead>
          <tbody>
            {prediction.correctScores.map((row) => (
              <tr key={`${row.home}-${row.away}`}>
                <th scope="row">
                  {row.home} - {row.away}
                </th>
                <td>{formatPercent(row.probability)}</td>
                <td>{formatOdds(row.fairOdds)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>,
    );
  }
  if (prediction.asianHandicap.length > 0) {
    sections.push(
      <div key="ah">
        <h3>Asian handicap (home line)</h3>
        <DataTable aria-label="Asian handicap fair odds">
          <thead>
            <tr>
              <th scope="col">Home line</th>
              <th scope="col">Home win / half-win</th>
              <th scope="col">Push</th>
              <th scope="col">Fair home</th>
              <th scope="col">Fair away</th>
            </tr>
          </thead>
          <tbody>
            {prediction.asianHandicap.map((row) => (
              <tr key={row.line}>
                <th scope="row">{row.line > 0 ? `+${row.line}` : row.line}</th>
                <td>{formatPercent(row.homeWin)}</td>
                <td>{formatPercent(row.push)}</td>
                <td>{formatOdds(row.fairHome)}</td>
                <td>{formatOdds(row.fairAway)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>,
    );
  }
  if (sections.length === 0) return null;
  return (
    <Section aria-labelledby="markets-title">
      <CardTitle id="markets-title">Predictions for every market</CardTitle>
      <TableScroll>{sections}</TableScroll>
    </Section>
  );
}

/** Columns of the source data that summarise the market rather than quote a bookmaker you could bet with. */
const MARKET_AGGREGATES = new Set(['Avg', 'Max']);

function OddsByBookmaker({
  match,
  onBet,
  inPackage,
}: {
  match: MatchDetail;
  onBet: (selection: BetSelection) => void;
  inPackage: boolean;
}) {
  const title = `${match.homeTeam} vs ${match.awayTeam}`;
  const rows = match.odds.filter(
    (entry) => entry.market === '1X2' && entry.prices.length === 3 && !MARKET_AGGREGATES.has(entry.bookmaker),
  );
  // The closing line only exists for played matches; show the pre-match prices, closing where no pre-match exists.
  const phase = rows.some((entry) => entry.phase === 'pre') ? 'pre' : 'closing';
  const shown = rows.filter((entry) => entry.phase === phase);
  return (
    <Section aria-labelledby="odds-title">
      <CardTitle id="odds-title">Odds comparison</CardTitle>
      {!inPackage && shown.length === 0 ? (
        <NotInPackage feature="Bookmaker odds" />
      ) : shown.length === 0 ? (
        <p>No bookmaker odds for this match.</p>
      ) : (
        <TableScroll>
          <DataTable aria-label={`Match result odds by bookmaker for ${title}`}>
            <thead>
              <tr>
                <th scope="col">Bookmaker</th>
                <th scope="col">Home</th>
                <th scope="col">Draw</th>
                <th scope="col">Away</th>
                <th scope="col">
                  <VisuallyHidden>Action</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => {
                const [home, draw, away] = entry.prices;
                return (
                  <tr key={entry.bookmaker}>
                    <th scope="row">{entry.bookmaker}</th>
                    <td>{formatOdds(home)}</td>
                    <td>{formatOdds(draw)}</td>
                    <td>{formatOdds(away)}</td>
                    <td>
                      <Button
                        size="sm"
                        aria-label={`Bet with ${entry.bookmaker}`}
                        onClick={() =>
                          onBet({
                            matchId: match.id,
                            match: title,
                            bookmaker: entry.bookmaker,
                            options: [
                              { outcome: 'Home Win', odds: home, market: '1X2', selection: 'home', line: null },
                              { outcome: 'Draw', odds: draw, market: '1X2', selection: 'draw', line: null },
                              { outcome: 'Away Win', odds: away, market: '1X2', selection: 'away', line: null },
                            ],
                          })
                        }
                      >
                        Bet
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
    </Section>
  );
}
