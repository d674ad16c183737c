import { normalizeApiError, useGenerateReportMutation } from '@oddslab/shared/api';
import type { Report, ReportKind } from '@oddslab/shared/contract';
import { Button, FormError, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { type PeriodProblems, periodProblems, shiftDate } from './report-period';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  > div { flex: 0 1 200px; }
  > button { margin-top: 25px; }
`;

export interface GenerateReportFormProps {
  kind: ReportKind;
  /** 'UAT report', for the button's accessible name and messages. */
  subject: string;
  /** The last day a report may cover (null while unknown: nothing can be generated yet). */
  latest: string | null;
  /** Days the period offered first covers, ending on `latest`. */
  defaultDays: number;
  hint: string;
  onStarted: (report: Report) => void;
}

/** 'Generate': a period (first and last day) and the button that starts a report on it. */
export function GenerateReportForm({ kind, subject, latest, defaultDays, hint, onStarted }: GenerateReportFormProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problems, setProblems] = useState<PeriodProblems>({ from: null, to: null });
  const [error, setError] = useState<string | null>(null);
  const [generate, { isLoading }] = useGenerateReportMutation();

  // The period starts as the last `defaultDays` days up to the latest allowed, once that is known.
  useEffect(() => {
    if (!latest) return;
    setTo((current) => current || latest);
    setFrom((current) => current || shiftDate(latest, 1 - defaultDays));
  }, [latest, defaultDays]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!latest) return;
    const found = periodProblems(from, to, latest);
    setProblems(found);
    if (found.from || found.to) return;
    const result = await generate({ kind, from, to });
    if ('error' in result && result.error) {
      const failure = normalizeApiError(result.error);
      const details = Array.isArray(failure.details) ? (failure.details as { field?: string; message?: string }[]) : [];
      const fieldMessage = (field: string) => {
        const issue = details.find((item) => item.field === field);
        return issue?.message ? `${field === 'from' ? 'From' : 'To'} ${issue.message}` : null;
      };
      setProblems({ from: fieldMessage('from'), to: fieldMessage('to') });
      setError(`Failed to start the ${subject}: ${failure.message}`);
      return;
    }
    if (result.data) onStarted(result.data);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={`Generate ${subject}`}>
      <TextField
        label="From"
        type="date"
        value={from}
        max={latest ?? undefined}
        error={problems.from}
        onChange={(e) => {
          setFrom(e.target.value);
          setProblems((current) => ({ ...current, from: null }));
        }}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        max={latest ?? undefined}
        hint={hint}
        error={problems.to}
        onChange={(e) => {
          setTo(e.target.value);
          setProblems((current) => ({ ...current, to: null }));
        }}
      />
      <Button type="submit" disabled={isLoading || !latest} aria-label={`Generate ${subject}`}>
        {isLoading ? 'Starting...' : 'Generate'}
      </Button>
      <FormError message={error} />
    </Form>
  );
}
