import { reportsApi } from '@oddslab/shared/api';
import type { Report } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { notify } from '@oddslab/shared/notify';
import { useAppDispatch } from '@oddslab/shared/store';
import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useEventProgress } from '../console/use-event-progress';

const Progress = styled.progress`
  width: 100%;
  height: 10px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ReportProgressProps {
  /** The report just started, as the server answered; its progress is followed until it finishes. */
  started: Report | null;
  /** 'UAT report', in what is shown and announced. */
  subject: string;
}

/** Live progress of the report just generated (server-sent events), then its outcome; the list refreshes at the end. */
export function ReportProgress({ started, subject }: ReportProgressProps) {
  const dispatch = useAppDispatch();
  const refreshList = useCallback(
    () => dispatch(reportsApi.util.invalidateTags([{ type: 'Report', id: 'LIST' }])),
    [dispatch],
  );
  const {
    value: report,
    phase,
    error,
  } = useEventProgress<Report>(started ? `admin/reports/${started.id}/events` : null, started, refreshList);
  const announced = useRef<number | null>(null);

  useEffect(() => {
    if (phase !== 'finished' || !report || report.status === 'running' || announced.current === report.id) return;
    announced.current = report.id;
    const name = sentenceStart(`${subject} #${report.id}`);
    if (report.status === 'failed') notify.error(`${name} failed`);
    else notify.success(`${name} completed`);
  }, [phase, report, subject]);

  if (!report) return null;
  const name = `${subject} #${report.id}`;
  const opening = sentenceStart(name);
  const running = report.status === 'running' && phase !== 'error';
  return (
    <div aria-live="polite">
      {running && <Progress max={1} value={report.progress} aria-label={`${name} progress`} />}
      <Status>
        {running
          ? `Generating ${name} for ${report.from} to ${report.to}: ${formatPercent(report.progress, 0)} done.`
          : report.status === 'completed'
            ? `${opening} for ${report.from} to ${report.to} completed.`
            : report.status === 'failed'
              ? `${opening} failed${report.error ? `: ${report.error}` : ''}.`
              : `${opening} is still being generated; the list shows it when it completes.`}
      </Status>
      {error && <Status role="alert">{error}</Status>}
    </div>
  );
}
