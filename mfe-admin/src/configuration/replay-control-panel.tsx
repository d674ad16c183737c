import {
  normalizeApiError,
  useGetAsOfQuery,
  useStartReplayMutation,
  useUpdateClockMutation,
} from '@oddslab/shared/api';
import type { AsOf, ClockLimits } from '@oddslab/shared/contract';
import {
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  ErrorState,
  formatEngineInstant,
  LoadingState,
  TextField,
} from '@oddslab/shared/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  > div { flex: 0 1 220px; }
`;

const Status = styled.p`
  margin: 0;
  strong { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The server's bounds on the pace: simulated seconds per real second. */
const MIN_PACE = 1;
const MAX_PACE = 1_000_000;

/** A pace in words an admin can check against the clock: one real minute is this long on the replay. */
export function describePace(pace: number): string {
  // Simulated seconds per real second = simulated minutes per real minute.
  const amount = (value: number, unit: string) => {
    const rounded = Number(value.toFixed(1));
    return `1 real minute = ${rounded} simulated ${unit}${rounded === 1 ? '' : 's'}`;
  };
  if (pace < 60) return amount(pace, 'minute');
  if (pace < 48 * 60) return amount(pace / 60, 'hour');
  return amount(pace / (24 * 60), 'day');
}

function describeState(clock: AsOf): string {
  if (clock.endedAt) return 'Ended: the data ran out';
  return clock.paused ? 'Paused' : 'Running';
}

/** Why a replay cannot start on a day, from the server's limits; null when it can. */
function replayStartProblem(start: string, limits: ClockLimits | null): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return 'Choose the date the new replay starts from.';
  if (limits && (start < limits.replayFrom || start > limits.replayTo)) {
    return `A replay starts on a day from ${limits.replayFrom} to ${limits.replayTo}.`;
  }
  return null;
}

function validPace(value: string): number | null {
  const pace = Number(value);
  return value.trim() !== '' && Number.isFinite(pace) && pace >= MIN_PACE && pace <= MAX_PACE ? pace : null;
}

/**
 * The replay's controls: pause and resume, the pace, and a new replay from a chosen date (the running replay's
 * records are kept apart in the archive). In live mode the clock is real time and there is nothing to control.
 */
export function ReplayControlPanel() {
  const { data: clock, error, isLoading, refetch } = useGetAsOfQuery();
  const [updateClock, { isLoading: updating }] = useUpdateClockMutation();
  const [startReplay, { isLoading: starting }] = useStartReplayMutation();
  const [pace, setPace] = useState('');
  const [paceError, setPaceError] = useState<string | null>(null);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [start, setStart] = useState('');
  const [startError, setStartError] = useState<string | null>(null);
  const [confirmingStart, setConfirmingStart] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  let content: ReactNode;
  if (isLoading) content = <LoadingState message="Loading the replay clock..." minHeight="440px" />;
  else if (error || !clock) {
    content = (
      <ErrorState message={`Failed to load the replay clock: ${normalizeApiError(error).message}`} onRetry={refetch} />
    );
  } else if (clock.mode === 'live') {
    content = <Note>A live feed is configured: the clock follows real time and there is no replay to control.</Note>;
  } else if (!clock.now) {
    content = <Note>There is no match data yet: run the pipeline and the replay starts by itself.</Note>;
  } else {
    const busy = updating || starting;
    const toggle = async () => {
      setDone(null);
      const result = await updateClock({ paused: !clock.paused });
      if ('error' in result && result.error) setToggleError(normalizeApiError(result.error).message);
      else {
        setToggleError(null);
        setDone(clock.paused ? 'The replay is running again.' : 'The replay is paused.');
      }
    };
    const submitPace = async (event: FormEvent) => {
      event.preventDefault();
      setDone(null);
      const value = validPace(pace);
      if (value === null) {
        setPaceError(`Enter a pace from ${MIN_PACE} to ${MAX_PACE.toLocaleString('en-GB')}.`);
        return;
      }
      const result = await updateClock({ pace: value });
      if ('error' in result && result.error) setPaceError(normalizeApiError(result.error).message);
      else {
        setPaceError(null);
        setPace('');
        setDone(`The pace is now ${value.toLocaleString('en-GB')}×: ${describePace(value)}.`);
      }
    };
    const limits = clock.limits;
    const submitStart = (event: FormEvent) => {
      event.preventDefault();
      setDone(null);
      const problem = replayStartProblem(start, limits);
      setStartError(problem);
      if (!problem) setConfirmingStart(true);
    };
    const confirmStart = async () => {
      const result = await startReplay({ start });
      setConfirmingStart(false);
      if ('error' in result && result.error) {
        setStartError(normalizeApiError(result.error).message);
        return;
      }
      setStart('');
      if (result.data?.now) {
        setDone(
          `Replay ${result.data.replayId} started at ${formatEngineInstant(result.data.now)}; replay ${clock.replayId} is kept in the archive.`,
        );
      }
    };
    content = (
      <>
        <Status>
          Replay {clock.replayId} · <strong>{describeState(clock)}</strong> at{' '}
          <time dateTime={clock.now}>{formatEngineInstant(clock.now)}</time>
        </Status>
        <Note>
          Pace {clock.pace.toLocaleString('en-GB')}× ({describePace(clock.pace)}); nights and breaks without matches
          pass faster.
        </Note>
        {!clock.endedAt && (
          <Row as="div">
            <Button type="button" variant="secondary" onClick={toggle} disabled={busy}>
              {clock.paused ? 'Resume replay' : 'Pause replay'}
            </Button>
          </Row>
        )}
        {toggleError && <Note role="alert">{toggleError}</Note>}
        <Row onSubmit={submitPace} noValidate aria-label="Replay pace">
          <TextField
            label="Pace (simulated seconds per real second)"
            type="number"
            inputMode="numeric"
            min={MIN_PACE}
            max={MAX_PACE}
            value={pace}
            placeholder={String(clock.pace)}
            error={paceError}
            disabled={busy}
            onChange={(event) => {
              setPace(event.target.value);
              setPaceError(null);
            }}
          />
          <Button type="submit" disabled={busy}>
            Set pace
          </Button>
        </Row>
        <Row onSubmit={submitStart} noValidate aria-label="New replay">
          <TextField
            label="Start a new replay from"
            type="date"
            value={start}
            min={limits?.replayFrom}
            max={limits?.replayTo}
            hint={
              limits
                ? `A day from ${limits.replayFrom} to ${limits.replayTo}, the data's first and last match days`
                : undefined
            }
            error={startError}
            disabled={busy}
            onChange={(event) => {
              setStart(event.target.value);
              setStartError(null);
            }}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {starting ? 'Starting...' : 'Start new replay'}
          </Button>
        </Row>
        <div aria-live="polite">{done && <Note>{done}</Note>}</div>
        <ConfirmDialog
          open={confirmingStart}
          title="Start a new replay"
          message={`Start a new replay from ${start}? Replay ${clock.replayId}'s predictions, recommendations and alerts move to the archive, and the site is rebuilt from the data as it stood on ${start}, the season so far replayed as history. This takes up to a minute.`}
          confirmLabel="Start replay"
          busy={starting}
          onConfirm={confirmStart}
          onCancel={() => setConfirmingStart(false)}
        />
      </>
    );
  }

  return (
    <Card aria-labelledby="replay-control-title">
      <CardTitle id="replay-control-title">Replay Clock</CardTitle>
      {content}
    </Card>
  );
}
