import { normalizeApiError, useGetMatchQuery } from '@oddslab/shared/api';
import type { BookmakerOdds, MatchDetail } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { useSession } from '@oddslab/shared/session';
import {
  Card,
  CardTitle,
  ErrorState,
  FactList,
  FormSequence,
  LoadingState,
  MatchResultFacts,
  PageTitle,
  ReviewedMark,
  theme,
  useViewportBelow,
} from '@oddslab/shared/ui';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BookmakerPrices, bookmakerRows, pricedOutcomes } from '../engine-data/bookmaker-prices';
import { AsOfNote, formatOdds, SUBSCRIPTIONS_PATH, useAsOfDate } from '../engine-data/data-page-parts';
import { DataTable } from '../engine-data/data-table';
import { MatchDay } from '../engine-data/match-day';
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
  const { asOf } = useAsOfDate();
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
          <MatchDay date={match.date} kickoff={match.kickoff} asOf={asOf} />
        </dd>
        <MatchResultFacts match={match} />
      </FactList>
    </Section>
  );
}

function rating(value: number | undefined): string {
  return value === undefined ? 'N/A' : value.toFixed(2);
}

const TeamCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

function TeamStatistics({ match }: { match: MatchDetail }) {
  const phone = useViewportBelow(theme.breakpoints.tablet);
  const teams = [
    { side: 'home', name: match.homeTeam, form: match.form.home, ratings: match.ratings?.home },
    { side: 'away', name: match.awayTeam, form: match.form.away, ratings: match.ratings?.away },
  ] as const;
  return (
    <Card aria-labelledby="team-stats-title">
      <CardTitle id="team-stats-title">Team Statistics</CardTitle>
      {phone ? (
        // Phones: a short card per team, so long club names and the form badges never push figures off screen.
        <TeamCards>
          {teams.map((team) => (
            <section key={team.side} aria-label={team.name}>
              <h3>{team.name}</h3>
              <FactList>
                <dt>Recent Form</dt>
                <dd>
                  <FormSequence value={team.form} />
                </dd>
                <dt>Attack Strength</dt>
                <dd>{rating(team.ratings?.attackStrength)}</dd>
                <dt>Defense Weakness</dt>
                <dd>{rating(team.ratings?.defenseWeakness)}</dd>
              </FactList>
            </section>
          ))}
        </TeamCards>
      ) : (
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
            {teams.map((team) => (
              <tr key={team.side}>
                <th scope="row">{team.name}</th>
                <td>
                  <FormSequence value={team.form} />
                </td>
                <td>{rating(team.ratings?.attackStrength)}</td>
                <td>{rating(team.ratings?.defenseWeakness)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
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
      {feature} are not part of your current package.{' '}
      <Link to={SUBSCRIPTIONS_PATH}>See packages in My Subscriptions</Link>
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
      {prediction.reviewed && (
        <p>
          <ReviewedMark />
        </p>
      )}
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
        <h3>
          Match result (1X2)
          {prediction.reviewed && (
            <>
              {' '}
              <ReviewedMark />
            </>
          )}
        </h3>
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
      {sections}
    </Section>
  );
}

function OddsByBookmaker({
  match,
  onBet,
  inPackage,
}: {
  match: MatchDetail;
  onBet: (selection: BetSelection) => void;
  inPackage: boolean;
}) {
  const phone = useViewportBelow(theme.breakpoints.tablet);
  const title = `${match.homeTeam} vs ${match.awayTeam}`;
  // The closing line only exists for played matches; show the pre-match prices, closing where no pre-match exists.
  const phase = match.odds.some((entry) => entry.phase === 'pre') ? 'pre' : 'close';
  const bookmakers = bookmakerRows(match.odds, phase);
  const bet = (bookmaker: BookmakerOdds) =>
    onBet({ matchId: match.id, match: title, bookmaker: bookmaker.name, options: pricedOutcomes(bookmaker) });
  return (
    <Section aria-labelledby="odds-title">
      <CardTitle id="odds-title">Odds comparison</CardTitle>
      {!inPackage && bookmakers.length === 0 ? (
        <NotInPackage feature="Bookmaker odds" />
      ) : bookmakers.length === 0 ? (
        <p>No bookmaker odds for this match.</p>
      ) : (
        <>
          {phase === 'close' && <p>Closing prices: the match has kicked off, so there is nothing left to bet on.</p>}
          <BookmakerPrices
            bookmakers={bookmakers}
            title={title}
            phone={phone}
            onBet={match.status === 'upcoming' ? bet : undefined}
          />
        </>
      )}
    </Section>
  );
}
