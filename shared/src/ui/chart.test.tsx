import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { baseChartOptions, Chart, mergeChartOptions } from './chart';

describe('Chart', () => {
  it('loads the chart lazily inside a labelled figure', async () => {
    renderWithProviders(
      <Chart
        type="donut"
        ariaLabel="Token allocation"
        series={[15, 20, 20, 15, 30]}
        options={{
          labels: ['Team', 'Development Fund', 'Liquidity', 'Marketing & Partnerships', 'Airdrop & Community'],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Token allocation' })).toBeInTheDocument();
    const chart = await screen.findByTestId('apex-chart');
    expect(chart).toHaveAttribute('data-type', 'donut');
    expect(JSON.parse(chart.getAttribute('data-series') ?? '[]')).toEqual([15, 20, 20, 15, 30]);
    expect(JSON.parse(chart.getAttribute('data-labels') ?? '[]')).toContain('Liquidity');
  });

  it('fetches ApexCharts only once the figure comes within a quarter screen, keeping its height meanwhile', async () => {
    const original = globalThis.IntersectionObserver;
    let report: (entries: Array<Partial<IntersectionObserverEntry>>) => void = () => undefined;
    globalThis.IntersectionObserver = jest.fn((callback: typeof report) => {
      report = callback;
      return { observe: jest.fn(), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    try {
      renderWithProviders(
        <Chart type="line" ariaLabel="Bankroll" height={280} series={[{ name: 'x', data: [1, 2] }]} />,
      );
      expect(screen.getByRole('img', { name: 'Bankroll' })).toHaveStyle({ minHeight: '280px' });
      expect(globalThis.IntersectionObserver).toHaveBeenCalledWith(expect.any(Function), { rootMargin: '25% 0px' });
      // Far below the viewport nothing is fetched, so nothing claims to be loading.
      expect(screen.queryByText('Loading chart...')).toBeNull();
      expect(screen.queryByTestId('apex-chart')).toBeNull();
      act(() => report([{ isIntersecting: false }]));
      expect(screen.queryByTestId('apex-chart')).toBeNull();
      act(() => report([{ isIntersecting: true }]));
      expect(await screen.findByTestId('apex-chart')).toHaveAttribute('data-type', 'line');
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('keeps everything inside the image-role figure out of the Tab order (no chart keyboard stops, legend is a key)', () => {
    const options = baseChartOptions('line', true);
    expect(options.chart?.accessibility?.keyboard?.enabled).toBe(false);
    expect(options.legend?.onItemClick?.toggleDataSeries).toBe(false);
  });

  it('abbreviates y-axis labels with k and M for line charts', () => {
    const options = baseChartOptions('line', true);
    const yaxis = options.yaxis as { labels: { formatter: (value: number) => string } };
    expect(yaxis.labels.formatter(2_500_000)).toBe('2.5M');
    expect(yaxis.labels.formatter(1200)).toBe('1.2k');
  });

  it("merges the caller's options over the theme without dropping theme defaults", () => {
    const merged = mergeChartOptions(baseChartOptions('bar', false), { chart: { stacked: true }, colors: ['#fff'] });
    expect(merged.chart?.stacked).toBe(true);
    expect(merged.chart?.toolbar?.show).toBe(false);
    expect(merged.colors).toEqual(['#fff']);
  });
});
