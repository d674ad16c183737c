import { screen, waitFor } from '@testing-library/react';
import { useGetTrackRecordQuery } from '../api/engine-endpoints';
import { buildClock } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { EngineClock, formatEngineInstant, useEngineClock } from './engine-clock';

/** A page that shows engine data next to the clock, with a way to ask for the clock again. */
function WatchedPage() {
  const clock = useEngineClock();
  useGetTrackRecordQuery();
  return (
    <button type="button" onClick={() => clock.refetch()}>
      Check clock
    </button>
  );
}

describe('EngineClock', () => {
  it('says the site is a replay, with its instant in UTC and why the dates are in the past', async () => {
    mockFetch({ 'GET /api/as-of': { body: buildClock() } });
    renderWithProviders(<EngineClock />);
    const clock = await screen.findByTestId('engine-clock');
    expect(clock).toHaveTextContent('Replay · Sat, 5 Apr 2025, 13:30 UTC');
    expect(clock).toHaveTextContent('Past seasons replayed on a running clock');
  });

  it('says when the replay has ended', async () => {
    mockFetch({ 'GET /api/as-of': { body: buildClock({ endedAt: '2025-05-25T18:00:00.000Z' }) } });
    renderWithProviders(<EngineClock compact />);
    expect(await screen.findByTestId('engine-clock')).toHaveTextContent(/^Replay ended · 5 Apr 2025, 13:30 UTC$/);
  });

  it('shows a live clock without the replay label', async () => {
    mockFetch({ 'GET /api/as-of': { body: buildClock({ mode: 'live', now: '2026-11-25T10:00:00.000Z' }) } });
    renderWithProviders(<EngineClock />);
    expect(await screen.findByText('Wed, 25 Nov 2026, 10:00 UTC')).toBeInTheDocument();
    expect(screen.queryByText(/Replay/)).not.toBeInTheDocument();
  });
});

describe('useEngineClock', () => {
  it("refetches the engine's data when the clock's data version moves, and only then", async () => {
    let version = 1;
    const mock = mockFetch({
      'GET /api/as-of': () => ({ body: buildClock({ dataVersion: version }) }),
      'GET /api/track-record': { body: { predictions: 0 } },
    });
    const { user } = renderWithProviders(<WatchedPage />);
    await waitFor(() => expect(mock.callsTo('GET /api/track-record')).toHaveLength(1));

    // Same version: nothing new to fetch.
    await user.click(screen.getByRole('button', { name: 'Check clock' }));
    await waitFor(() => expect(mock.callsTo('GET /api/as-of')).toHaveLength(2));
    expect(mock.callsTo('GET /api/track-record')).toHaveLength(1);

    // A result arrived: the page's data is fetched again without a reload.
    version = 2;
    await user.click(screen.getByRole('button', { name: 'Check clock' }));
    await waitFor(() => expect(mock.callsTo('GET /api/track-record')).toHaveLength(2));
  });
});

describe('formatEngineInstant', () => {
  it('formats in UTC, with the weekday unless compact', () => {
    expect(formatEngineInstant('2025-03-07T23:30:00.000Z')).toBe('Fri, 7 Mar 2025, 23:30 UTC');
    expect(formatEngineInstant('2025-03-07T23:30:00.000Z', true)).toBe('7 Mar 2025, 23:30 UTC');
  });
});
