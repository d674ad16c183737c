import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ENGINE_DATA_TAG, engineApi, useGetAsOfQuery } from '../api/engine-endpoints';
import { useAppDispatch } from '../store/hooks';

/** How often every open page asks the engine for its clock (real time). */
const ENGINE_CLOCK_POLL_MS = 15_000;

const dateTimeParts = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
// UTC, like the engine's as-of date and the kick-off times in alerts, so no page shows two different days.
const instantFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hourCycle: 'h23', ...dateTimeParts });
const instantWithWeekday = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  hourCycle: 'h23',
  weekday: 'short',
  ...dateTimeParts,
});

/** The engine's instant as the site shows it, e.g. 'Sat, 5 Apr 2025, 13:30 UTC' ('5 Apr 2025, 13:30 UTC' compact). */
export function formatEngineInstant(iso: string, compact = false): string {
  return `${(compact ? instantFormat : instantWithWeekday).format(new Date(iso))} UTC`;
}

/**
 * Keeps the engine's clock fresh and, when its data version moves (a result, new prices, a settlement), refetches
 * everything the engine computes, so pages change while they are watched.
 */
export function useEngineClock() {
  const clock = useGetAsOfQuery(undefined, { pollingInterval: ENGINE_CLOCK_POLL_MS, skipPollingIfUnfocused: true });
  const dispatch = useAppDispatch();
  const seenVersion = useRef<number | null>(null);
  const version = clock.data?.dataVersion;
  useEffect(() => {
    if (version === undefined) return;
    if (seenVersion.current !== null && seenVersion.current !== version) {
      dispatch(engineApi.util.invalidateTags([ENGINE_DATA_TAG]));
    }
    seenVersion.current = version;
  }, [version, dispatch]);
  return clock;
}

/**
 * What "now" means on this site: the engine's clock. In replay mode it says so on every page, with the reason, so a
 * date from a past season is never mistaken for today.
 */
export function EngineClock({ compact = false }: { compact?: boolean }) {
  const { data } = useEngineClock();
  if (!data?.now) return null;
  const when = formatEngineInstant(data.now, compact);
  if (data.mode === 'live') {
    return (
      <Clock>
        <time dateTime={data.now}>{when}</time>
      </Clock>
    );
  }
  const state = data.endedAt ? 'Replay ended' : data.paused ? 'Replay paused' : 'Replay';
  return (
    <Clock data-testid="engine-clock">
      <strong>{state}</strong> · <time dateTime={data.now}>{when}</time>
      {!compact && <Explanation>Past seasons replayed on a running clock: every date here follows it.</Explanation>}
    </Clock>
  );
}

const Clock = styled.p`
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Explanation = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
