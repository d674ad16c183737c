import { useGetAlertsQuery } from '@oddslab/shared/api';
import type { Alert } from '@oddslab/shared/contract';
import { useListPaging } from '@oddslab/shared/paging';
import {
  Button,
  ButtonLink,
  formatEngineInstant,
  ListPagination,
  PageTitle,
  SelectField,
  Table,
  type TableColumn,
  TextField,
} from '@oddslab/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { FilterBar } from '../console/filter-bar';
import { QueryStates } from '../console/query-states';

const PAGE_SIZE = 50;

// Spelled out here: importing the contract's runtime list would pull its schema library into the bundle.
const ALERT_TYPES: readonly Alert['alertType'][] = ['Prediction', 'Value Bet', 'Result', 'API Failure', 'System'];
const TYPE_OPTIONS = [{ value: '', label: 'All Alerts' }, ...ALERT_TYPES.map((type) => ({ value: type, label: type }))];

function AlertAction({ alert }: { alert: Alert }) {
  if (alert.actionType === 'view' && alert.matchId !== null) {
    return (
      <ButtonLink size="sm" variant="secondary" to={`/client/view-match?id=${alert.matchId}`}>
        View Match
      </ButtonLink>
    );
  }
  if (alert.alertType === 'API Failure') {
    return (
      <ButtonLink size="sm" variant="secondary" to="/admin/pipeline">
        Pipeline Monitoring
      </ButtonLink>
    );
  }
  return <span>None</span>;
}

const COLUMNS: readonly TableColumn<Alert>[] = [
  { id: 'raised', header: 'Raised', cell: (alert) => formatEngineInstant(alert.createdAt, true) },
  { id: 'concerns', header: 'Concerns day', cell: (alert) => alert.date },
  { id: 'type', header: 'Alert Type', cell: (alert) => alert.alertType },
  { id: 'message', header: 'Message', cell: (alert) => alert.message },
  { id: 'action', header: 'Action', cell: (alert) => <AlertAction alert={alert} /> },
];

interface AlertFilters {
  type: string;
  /** The day alerts concern (match day), as the "Concerns day" column shows. */
  date: string;
  /** The day alerts were raised, as the "Raised" column shows. */
  raisedOn: string;
}

const NO_FILTERS: AlertFilters = { type: '', date: '', raisedOn: '' };

/**
 * Alerts (/admin/alerts): pipeline failures, system events and match alerts raised by the engine. Each shows when
 * it was raised (on the engine's clock, UTC) and the day it concerns; each filter matches one of those columns.
 */
export function AlertsPage() {
  const [draft, setDraft] = useState<AlertFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<AlertFilters>(NO_FILTERS);
  const paging = useListPaging(PAGE_SIZE);
  const { page, pageLoaded, reset } = paging;
  const { data, error, isLoading, isFetching, refetch } = useGetAlertsQuery({
    page,
    size: PAGE_SIZE,
    ...(applied.type ? { type: applied.type as Alert['alertType'] } : {}),
    ...(applied.date ? { date: applied.date } : {}),
    ...(applied.raisedOn ? { raisedOn: applied.raisedOn } : {}),
  });

  useEffect(() => {
    if (data) pageLoaded(page, data.length);
  }, [data, page, pageLoaded]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    reset();
  };

  const retry = () => {
    reset();
    refetch();
  };

  return (
    <>
      <PageTitle documentTitle="Alerts · Admin console">Alerts</PageTitle>
      <FilterBar as="form" onSubmit={apply} aria-label="Alert filters">
        <TextField
          label="Raised on"
          type="date"
          value={draft.raisedOn}
          onChange={(event) => setDraft((current) => ({ ...current, raisedOn: event.target.value }))}
        />
        <TextField
          label="Concerns day"
          type="date"
          value={draft.date}
          onChange={(event) => setDraft((current) => ({ ...current, date: event.target.value }))}
        />
        <SelectField
          label="Alert Type"
          value={draft.type}
          options={TYPE_OPTIONS}
          onChange={(event) => setDraft((current) => ({ ...current, type: event.target.value }))}
        />
        <Button type="submit">Apply Filter</Button>
      </FilterBar>
      <QueryStates subject="alerts" data={data} error={error} isLoading={isLoading} onRetry={retry}>
        {(alerts) => (
          <>
            <Table
              caption="Alerts"
              captionHidden
              columns={COLUMNS}
              rows={alerts}
              getRowId={(alert) => alert.id}
              emptyMessage="No alerts."
            />
            {(page > 0 || paging.hasNextPage) && (
              <ListPagination label="Alerts pages" paging={paging} loading={isFetching} />
            )}
          </>
        )}
      </QueryStates>
    </>
  );
}
