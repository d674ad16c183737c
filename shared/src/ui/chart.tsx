import type { ApexOptions } from 'apexcharts';
import { lazy, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatAxisValue } from '../format/numbers';
import { LoadingState } from './async-states';
import { theme } from './theme';

// apexcharts touches the DOM on import and is large: load it only when a chart is about to be seen.
const ReactApexChart = lazy(() => import('react-apexcharts'));

/**
 * True once the figure is within a quarter screen of the viewport. The observer reports after the page has painted,
 * so the page's text is on screen before ApexCharts is fetched, and a chart further down a phone's page waits for a
 * scroll: evaluating ApexCharts (about a megabyte of script) for a chart a whole screen below the fold was most of
 * the client dashboard's blocking time on a phone.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

export type ChartType = 'line' | 'area' | 'bar' | 'pie' | 'donut' | 'radialBar';

export interface ChartProps {
  type: ChartType;
  series: ApexOptions['series'];
  options?: ApexOptions;
  height?: number | string;
  /** Accessible description of what the chart shows; give the numbers in text or a table too. */
  ariaLabel: string;
  /** Abbreviate y-axis values with k/M (spec §9). Defaults to true for line, area and bar charts. */
  abbreviateAxis?: boolean;
  className?: string;
}

const Figure = styled.figure`
  margin: 0;
  width: 100%;
  min-width: 0;
`;

const PALETTE = [theme.colors.primary, '#38bdf8', theme.colors.warning, '#a78bfa', theme.colors.danger, '#f472b6'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(base: object, override: object): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return result;
}

/** Deep merge where the caller's options win; arrays are replaced, not merged. */
export function mergeChartOptions(base: ApexOptions, override: ApexOptions): ApexOptions {
  return deepMerge(base, override) as ApexOptions;
}

/** The OddsLab look for every chart: dark theme, palette, fonts, no toolbar. */
export function baseChartOptions(type: ChartType, abbreviateAxis: boolean): ApexOptions {
  const options: ApexOptions = {
    chart: {
      background: 'transparent',
      foreColor: theme.colors.textMuted,
      fontFamily: theme.fonts.body,
      toolbar: { show: false },
      animations: { enabled: true },
      // The figure is one image with a text alternative (role="img"): nothing inside it may take focus, so
      // ApexCharts' own keyboard stops (plot area, legend buttons) stay off.
      accessibility: { keyboard: { enabled: false } },
    },
    colors: PALETTE,
    theme: { mode: 'dark' },
    grid: { borderColor: theme.colors.border },
    // A legend is a key, not a control: hiding a series would be a mouse-only action.
    legend: { labels: { colors: theme.colors.text }, onItemClick: { toggleDataSeries: false } },
    tooltip: { theme: 'dark' },
    dataLabels: { enabled: type === 'pie' || type === 'donut' },
    stroke: { width: type === 'line' || type === 'area' ? 3 : 1, curve: 'smooth' },
  };
  if (abbreviateAxis) options.yaxis = { labels: { formatter: (value: number) => formatAxisValue(value) } };
  return options;
}

/** A react-apexcharts chart in the OddsLab theme, loaded when it comes near the viewport. */
export function Chart({ type, series, options, height = 320, ariaLabel, abbreviateAxis, className }: ChartProps) {
  const abbreviate = abbreviateAxis ?? (type === 'line' || type === 'area' || type === 'bar');
  const mergedOptions = useMemo(
    () => mergeChartOptions(baseChartOptions(type, abbreviate), options ?? {}),
    [type, abbreviate, options],
  );
  const figure = useRef<HTMLElement>(null);
  const nearViewport = useNearViewport(figure);
  // The chart's height is kept from the start, so nothing below moves when it arrives. Until it is scrolled near,
  // nothing is loading, so nothing says so: the figure's label already names it.
  return (
    <Figure ref={figure} role="img" aria-label={ariaLabel} className={className} style={{ minHeight: height }}>
      {nearViewport && (
        <Suspense fallback={<LoadingState message="Loading chart..." />}>
          <ReactApexChart type={type} series={series} options={mergedOptions} height={height} width="100%" />
        </Suspense>
      )}
    </Figure>
  );
}
