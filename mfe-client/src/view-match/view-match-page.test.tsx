import type { MatchDetail } from '@oddslab/shared/contract';
import { buildPackage, buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { parseMatchId, ViewMatchPage } from './view-match-page';

const MATCH: MatchDetail = {
  id: 7466,
  league: 'E0',
  leagueName: 'Premier League',
  season: '2024-25',
  date: '2025-04-05',
  kickoff: '12:30',
  status: 'upcoming',
  homeTeam: 'Everton',
  awayTeam: 'Arsenal',
  score: null,
  statistics: null,
  referee: 'D England',
  form: { home: 'D-D-L', away: 'W-W-D', headToHead: 'L-L-D' },
  ratings: {
    home: { attackStrength: 78.54, defenseWeakness: 78.22 },
    away: { attackStrength: 132.81, defenseWeakness: 57.38 },
  },
  prediction: {
    oneXTwo: { home: 0.181, draw: 0.268, away: 0.551 },
    fairOdds: { home: 5.52, draw: 3.73, away: 1.82 },
    expectedGoals: { home: 0.671, away: 1.407 },
    overUnder: [{ line: 2.5, over: 0.344, under: 0.656, fairOver: 2.9, fairUnder: 1.52 }],
    btts: { yes: 0.366, no: 0.634 },
    correctScores: [{ home: 0, away: 1, probability: 0.179, fairOdds: 5.58 }],
    asianHandicap: [
      {
        line: 0.75,
        home: { win: 0.3, halfWin: 0.05, push: 0, halfLoss: 0.1, loss: 0.55, fairOdds: 2.4 },
        away: { win: 0.55, halfWin: 0.1, push: 0, halfLoss: 0.05, loss: 0.3, fairOdds: 1.7 },
      },
    ],
    // An unknown market the page does not show must not break it.
    somethingNew: 'x',
  },
  odds: [
    { bookmaker: 'B365', market: '1X2', phase: 'pre', line: null, prices: [5.25, 3.25, 1.75] },
    { bookmaker: 'Avg', market: '1X2', phase: 'pre', line: null, prices: [5.15, 3.44, 1.78] },
    { bookmaker: 'B365', market: 'OU25', phase: 'pre', line: 2.5, prices: [2.38, 1.57] },
  ],
};

function renderPage(route: string, user = buildUser()) {
  return renderWithProviders(<ViewMatchPage />, {
    route,
    path: '/client/view-match',
    preloadedState: { session: { user, status: 'signedIn' } },
  });
}

describe('ViewMatchPage', () => {
  it('shows overview, team statistics, every market and the odds by bookmaker', async () => {
    mockFetch({ 'GET /api/matches/7466': { body: MATCH } });
    renderPage('/client/view-match?id=7466');
    expect(screen.getByText('Loading match details...')).toBeInTheDocument();
    const overview = await screen.findByRole('region', { name: 'Everton vs Arsenal' });
    expect(overview).toHaveTextContent('2025-04-05 12:30');
    expect(overview).toHaveTextContent('Upcoming');
    const stats = screen.getByRole('region', { name: 'Team Statistics' });
    expect(within(stats).getByText('132.81')).toBeInTheDocument();
    const predictions = screen.getByRole('region', { name: 'Predictions' });
    expect(predictions).toHaveTextContent('0.67 - 1.41');
    expect(predictions).toHaveTextContent('55.10%');
    const markets = screen.getByRole('region', { name: 'Predictions for every market' });
    expect(within(markets).getByRole('table', { name: 'Over and under probabilities' })).toHaveTextContent('34.40%');
    expect(within(markets).getByRole('table', { name: 'Asian handicap fair odds' })).toHaveTextContent('+0.75');
    expect(markets).toHaveTextContent('Both teams to score');
    const odds = screen.getByRole('table', { name: /Match result odds by bookmaker/ });
    expect(within(odds).getAllByRole('row')).toHaveLength(2);
    expect(within(odds).queryByText('Avg')).not.toBeInTheDocument();
  });

  it("marks an analyst's reviewed probabilities in words, and only those", async () => {
    const reviewed = { ...MATCH.prediction, oneXTwo: { home: 0.2, draw: 0.3, away: 0.5 }, reviewed: true };
    mockFetch({ 'GET /api/matches/7466': { body: { ...MATCH, prediction: reviewed } } });
    renderPage('/client/view-match?id=7466');
    const predictions = await screen.findByRole('region', { name: 'Predictions' });
    expect(within(predictions).getByText('Reviewed by an analyst')).toBeVisible();
    expect(predictions).toHaveTextContent('Away win50.00%');
    const markets = screen.getByRole('region', { name: 'Predictions for every market' });
    expect(within(markets).getByRole('heading', { name: 'Match result (1X2) Reviewed by an analyst' })).toBeVisible();
  });

  it('shows no mark on the model’s own prediction', async () => {
    mockFetch({ 'GET /api/matches/7466': { body: MATCH } });
    renderPage('/client/view-match?id=7466');
    await screen.findByRole('region', { name: 'Predictions' });
    expect(screen.queryByText('Reviewed by an analyst')).not.toBeInTheDocument();
  });

  it('opens the Place Your Bet modal from a bookmaker row', async () => {
    mockFetch({ 'GET /api/matches/7466': { body: MATCH } });
    const { user } = renderPage('/client/view-match?id=7466');
    await user.click(await screen.findByRole('button', { name: 'Bet with B365' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Your Bet' });
    expect(dialog).toHaveTextContent('Everton vs Arsenal');
    expect(within(dialog).getByRole('button', { name: 'Submit Bet' })).toBeDisabled();
  });

  it('refuses an id that is not a number without calling the API', () => {
    const mock = mockFetch({});
    renderPage('/client/view-match?id=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('no valid match id');
    expect(mock.calls.filter((call) => call.path.startsWith('/api/matches'))).toHaveLength(0);
  });

  it('tells a client whose package lacks predictions and odds why they are missing', async () => {
    // The server leaves prediction, ratings and odds out for a package without PREDICTIONS / ODDS_COMPARISON.
    mockFetch({ 'GET /api/matches/7466': { body: { ...MATCH, prediction: null, ratings: null, odds: [] } } });
    const freeUser = buildUser({ packageData: buildPackage({ id: 1, name: 'Free', functions: ['FIXTURES'] }) });
    renderPage('/client/view-match?id=7466', freeUser);
    const predictions = await screen.findByRole('region', { name: 'Predictions' });
    expect(predictions).toHaveTextContent('Predictions are not part of your current package.');
    expect(predictions).not.toHaveTextContent('no prediction for this match yet');
    expect(screen.getByRole('region', { name: 'Odds comparison' })).toHaveTextContent(
      'Bookmaker odds are not part of your current package.',
    );
  });

  it('says when the match does not exist', async () => {
    mockFetch({ 'GET /api/matches/9': { status: 404, body: { message: 'Match 9 not found', status: 404 } } });
    renderPage('/client/view-match?id=9');
    expect(await screen.findByText('Match 9 not found.')).toBeInTheDocument();
  });

  it('parses match ids', () => {
    expect(parseMatchId('12')).toBe(12);
    expect(parseMatchId('0')).toBeNull();
    expect(parseMatchId('1e3')).toBeNull();
    expect(parseMatchId(null)).toBeNull();
  });
});
