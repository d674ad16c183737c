import { normalizeApiError, useGetAsOfQuery, useUpdateAsOfMutation } from '@oddslab/shared/api';
import type { AsOfUpdateResponse, ClockLimits } from '@oddslab/shared/contract';
import { Button, Card, CardTitle, ConfirmDialog, ErrorState, LoadingState, TextField } from '@oddslab/shared/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > div { flex: 0 1 260px; }
`;

const Current = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  strong { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Why a day cannot be jumped to, from the server's limits; null when it can. */
function jumpProblem(target: string, limits: ClockLimits): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(target)) return 'Choose the new as-of date.';
  if (target < limits.jumpFrom) return `The as-of date can only move forward: choose a day from ${limits.jumpFrom}.`;
  if (target > limits.jumpTo) return `The data ends there: choose a day up to ${limits.jumpTo}.`;
  return null;
}

function describeMove(summary: AsOfUpdateResponse): string {
  const profit = `${summary.profit >= 0 ? '+' : ''}${(summary.profit * 100).toFixed(2)}% of bankroll`;
  return `The as-of date moved from ${summary.previousAsOf} to ${summary.asOf}: ${summary.predictionsSettled} predictions and ${summary.recommendationsSettled} recommendations settled (${profit}), ${summary.alertsRaised} alerts raised.`;
}

/** The engine's as-of clock: what counts as upcoming. An admin moves it forward and results settle. */
export function AsOfPanel() {
  const { data, error, isLoading, refetch } = useGetAsOfQuery();
  const [move, { isLoading: moving }] = useUpdateAsOfMutation();
  const [target, setTarget] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);

  let content: ReactNode;
  if (isLoading) content = <LoadingState message="Loading the as-of date..." minHeight="190px" />;
  else if (error || !data) {
    content = (
      <ErrorState message={`Failed to load the as-of date: ${normalizeApiError(error).message}`} onRetry={refetch} />
    );
  } else {
    const current = data.asOf;
    const limits = data.limits;
    // Past the day after the last match there is nowhere left to jump.
    const exhausted = limits !== null && limits.jumpFrom > limits.jumpTo;
    const submit = (event: FormEvent) => {
      event.preventDefault();
      setSummary(null);
      const problem = limits ? jumpProblem(target, limits) : 'There is no match data to move through yet.';
      setFieldError(problem);
      if (!problem) setConfirming(true);
    };
    const confirm = async () => {
      const result = await move({ asOf: target });
      setConfirming(false);
      if ('error' in result && result.error) {
        setFieldError(normalizeApiError(result.error).message);
        return;
      }
      if (result.data) setSummary(describeMove(result.data));
      setTarget('');
    };
    content = (
      <>
        <Current>
          Data as of <strong>{current ?? 'N/A (no match data yet)'}</strong> (
          {data.mode === 'live' ? 'live feed' : 'replay'})
        </Current>
        {data.mode === 'live' ? (
          <Note>In live mode the as-of date follows today and cannot be moved by hand.</Note>
        ) : exhausted ? (
          <Note>The clock has reached the end of the data: start a new replay to go through it again.</Note>
        ) : (
          <Form onSubmit={submit} noValidate>
            <TextField
              label="New as-of date"
              type="date"
              value={target}
              min={limits?.jumpFrom}
              max={limits?.jumpTo}
              hint={
                limits
                  ? `From ${limits.jumpFrom} (the day after the clock's) to ${limits.jumpTo} (the day after the last match)`
                  : undefined
              }
              error={fieldError}
              disabled={!current || !limits || moving}
              onChange={(event) => {
                setTarget(event.target.value);
                setFieldError(null);
              }}
            />
            <Button type="submit" disabled={!current || !limits || moving}>
              {moving ? 'Moving...' : 'Move clock forward'}
            </Button>
          </Form>
        )}
        <div aria-live="polite">{summary && <Note>{summary}</Note>}</div>
        <ConfirmDialog
          open={confirming}
          title="Move the as-of date"
          message={`Move the as-of date from ${current} to ${target}? Results up to that day become visible, predictions and recommendations settle and alerts are raised. The clock cannot be moved back.`}
          confirmLabel="Move forward"
          busy={moving}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      </>
    );
  }

  return (
    <Card aria-labelledby="as-of-title">
      <CardTitle id="as-of-title">Jump Forward</CardTitle>
      {content}
    </Card>
  );
}
