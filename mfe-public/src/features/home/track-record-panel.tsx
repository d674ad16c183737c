import { useGetTrackRecordQuery } from '@oddslab/shared/api';
import type { TrackRecord } from '@oddslab/shared/contract';
import { describeReturnInterval, formatPercent, formatSignedPercent } from '@oddslab/shared/format';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const asOfFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const countFormat = new Intl.NumberFormat('en-GB');

function formatAsOf(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : asOfFormat.format(date);
}

function formatScore(value: number | null): string {
  return value === null || !Number.isFinite(value) ? 'N/A' : value.toFixed(3);
}

const Panel = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(10, 17, 32, 0.72);
  box-shadow: ${({ theme }) => theme.shadows.popover};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.primary};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** The ROI's confidence interval in words, under the figure. */
const Interval = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** While loading: said over the figures' reserved room, where they will appear. */
const LoadingNote = styled(Note)`
  position: absolute;
  inset-inline: ${({ theme }) => theme.space.lg};
`;

/** The figures' room, kept while they load: the same layout, invisible and hidden from screen readers. */
const Reserved = styled.div`
  visibility: hidden;
`;

/**
 * A record of the loaded one's shape (every figure present, an interval, a date), drawn invisibly while the real one
 * loads so that the panel, and the hero around it, has its final height from the first paint on.
 */
const SIZING_RECORD: Pick<
  TrackRecord,
  'asOf' | 'predictions' | 'accuracy' | 'rps' | 'marketRps' | 'bets' | 'roi' | 'roiInterval'
> = {
  asOf: '2025-03-07',
  predictions: 1652,
  accuracy: 0.52,
  rps: 0.195,
  marketRps: 0.195,
  bets: 1234,
  roi: -0.0123,
  roiInterval: { level: 0.95, low: -0.0456, high: 0.0234, resamples: 1000 },
};

function RecordFigures({ data }: { data: typeof SIZING_RECORD }) {
  const asOf = formatAsOf(data.asOf);
  const interval = describeReturnInterval(data.roiInterval);
  return (
    <>
      <Figures>
        <div>
          <dt>Settled predictions</dt>
          <dd>{countFormat.format(data.predictions)}</dd>
        </div>
        <div>
          <dt>Result hit rate</dt>
          <dd>{formatPercent(data.accuracy, 1)}</dd>
        </div>
        <div>
          <dt>RPS, ours vs market</dt>
          <dd>
            {formatScore(data.rps)} <small>vs {formatScore(data.marketRps)}</small>
          </dd>
        </div>
        <div>
          <dt>Value bets · ROI</dt>
          <dd>
            {countFormat.format(data.bets)} · {formatSignedPercent(data.roi)}
            {interval && <Interval>{interval}</Interval>}
          </dd>
        </div>
      </Figures>
      <Note>
        Out-of-sample results{asOf ? ` up to ${asOf}` : ''}; a lower ranked probability score (RPS) is better. The ROI's
        interval comes from resampling the settled matches: while it includes zero, the record cannot tell an edge from
        luck. Past results do not predict future ones.
      </Note>
    </>
  );
}

/** The engine's settled, out-of-sample results: live figures instead of marketing claims. */
export function TrackRecordPanel() {
  const { data, isLoading, isError } = useGetTrackRecordQuery();
  const asOf = formatAsOf(data?.asOf ?? null);

  let body: ReactNode;
  if (isLoading) {
    body = (
      <>
        <LoadingNote>Loading track record...</LoadingNote>
        <Reserved aria-hidden="true">
          <RecordFigures data={SIZING_RECORD} />
        </Reserved>
      </>
    );
  } else if (isError || !data) {
    body = <Note>The live track record is unavailable right now.</Note>;
  } else if (data.predictions === 0) {
    body = (
      <Note>
        No settled predictions yet{asOf ? ` (data as of ${asOf})` : ''}. The record fills in as predicted matches are
        played.
      </Note>
    );
  } else {
    body = <RecordFigures data={data} />;
  }

  return (
    <Panel aria-labelledby="track-record-title" aria-live="polite" aria-busy={isLoading || undefined}>
      <h2 id="track-record-title">Track record</h2>
      {body}
    </Panel>
  );
}
