import type { TrackRecord } from '@oddslab/shared/contract';
import { type MockRoute, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { HomePage } from './home-page';

function buildTrackRecord(overrides: Partial<TrackRecord> = {}): TrackRecord {
  return {
    asOf: '2025-04-05',
    predictions: 1520,
    accuracy: 0.5234,
    rps: 0.1987,
    marketRps: 0.1962,
    calibration: [],
    bets: 214,
    roi: -0.0213,
    roiInterval: { low: -0.094, high: 0.051, level: 0.95, resamples: 2000 },
    clv: 0.011,
    overTime: [],
    ...overrides,
  };
}

function renderHome(trackRecord: MockRoute = { body: buildTrackRecord() }) {
  mockFetch({ 'GET /api/track-record': trackRecord });
  return renderWithProviders(<HomePage />, {
    route: '/',
    path: '/',
    extraRoutes: <Route path="*" element={<p>Other page</p>} />,
  });
}

describe('HomePage', () => {
  it('leads with the hero and sends Explore Insights to the About page', async () => {
    const { user, currentLocation } = renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Intelligent Football Betting Analytics' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Explore Insights' }));
    expect(currentLocation()).toBe('/about-oddslab');
  });

  it('shows the three feature cards and the four framework steps in order', () => {
    renderHome();
    const precision = screen.getByRole('region', { name: 'Precision in Predictive Analytics' });
    expect(
      within(precision)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Dynamic Odds Modelling', 'ML-Driven Predictions', 'Market Arbitrage']);
    const framework = screen.getByRole('region', { name: 'Analytical Framework' });
    expect(
      within(framework)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Data Acquisition', 'Model Processing', 'Market Analysis', 'Action Signals']);
    expect(screen.getByRole('heading', { name: 'Enhance Your Strategy' })).toBeInTheDocument();
  });
});

describe('HomePage track record', () => {
  it('shows the live, settled figures of the engine', async () => {
    renderHome();
    const panel = screen.getByRole('region', { name: 'Track record' });
    expect(await within(panel).findByText('1,520')).toBeInTheDocument();
    expect(within(panel).getByText('52.3%')).toBeInTheDocument();
    expect(within(panel).getByText(/0\.199/)).toHaveTextContent('0.199 vs 0.196');
    expect(within(panel).getByText(/214 · −2\.1%/)).toBeInTheDocument();
    expect(within(panel).getByText('95% interval −9.4% to +5.1%: not distinguishable from zero')).toBeInTheDocument();
    expect(within(panel).getByText(/up to 5 Apr 2025/)).toBeInTheDocument();
  });

  it('calls the ROI above zero only when its whole interval is', async () => {
    renderHome({
      body: buildTrackRecord({ roi: 0.031, roiInterval: { low: 0.004, high: 0.058, level: 0.95, resamples: 2000 } }),
    });
    const panel = screen.getByRole('region', { name: 'Track record' });
    expect(await within(panel).findByText('95% interval +0.4% to +5.8%: above zero')).toBeInTheDocument();
    expect(within(panel).queryByText(/not distinguishable/)).not.toBeInTheDocument();
  });

  it('says when nothing has been settled yet', async () => {
    renderHome({
      body: buildTrackRecord({
        predictions: 0,
        accuracy: null,
        rps: null,
        marketRps: null,
        bets: 0,
        roi: null,
        roiInterval: null,
      }),
    });
    expect(await screen.findByText(/No settled predictions yet \(data as of 5 Apr 2025\)/)).toBeInTheDocument();
  });

  it('keeps the page usable when the track record cannot be loaded', async () => {
    renderHome({ status: 500, body: { message: 'engine down', status: 500 } });
    expect(await screen.findByText('The live track record is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Insights' })).toBeInTheDocument();
  });
});
