import { type AlertsQuery, useGetAlertsQuery } from '@oddslab/shared/api';
import type { Alert } from '@oddslab/shared/contract';
import { useSession } from '@oddslab/shared/session';
import {
  Button,
  ButtonLink,
  EmptyState,
  LoadingState,
  PageTitle,
  Table,
  type TableColumn,
  useRowSelection,
} from '@oddslab/shared/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  AsOfNote,
  DateSelectFilters,
  FeatureGate,
  isForbidden,
  UpgradePanel,
  useAsOfDate,
} from '../engine-data/data-page-parts';
import { ListStates } from '../engine-data/list-states';

// Typed from the contract (a runtime import of it would pull the schema library into the bundle).
/** Pipeline and system alerts go to admins only. */
const ALERT_TYPES: readonly Alert['alertType'][] = ['Prediction', 'Value Bet', 'Result'];
const ALL_TYPES = 'all';
const TYPE_OPTIONS = [
  { value: ALL_TYPES, label: 'All Alerts' },
  ...ALERT_TYPES.map((type) => ({ value: type, label: type })),
];

function alertTypeFilter(value: string): AlertsQuery['type'] {
  return ALERT_TYPES.find((type) => type === value);
}

const COLUMNS: readonly TableColumn<Alert>[] = [
  { id: 'date', header: 'Date', cell: (row) => row.date },
  { id: 'type', header: 'Alert Type', cell: (row) => row.alertType },
  { id: 'message', header: 'Message', cell: (row) => row.message },
  {
    id: 'action',
    header: 'Action',
    cell: (row) =>
      row.actionType === 'view' && row.matchId !== null ? (
        <ButtonLink size="sm" to={`/client/view-match?id=${row.matchId}`}>
          View Match
        </ButtonLink>
      ) : (
        // Reporting an alert has no behaviour yet (spec §2): the button says so instead of pretending.
        <Button size="sm" variant="secondary" aria-disabled="true" title="Reporting alerts is not available yet">
          Report
        </Button>
      ),
  },
];

const MobileSelectAll = styled.div`
  display: none;
  margin-bottom: ${({ theme }) => theme.space.md};
  @media (max-width: 767.98px) { display: block; }
`;

/** The signed-in user's alerts: prediction results, pipeline failures and system events (spec §2). */
export function AlertsPage() {
  const { displayName } = useSession();
  const { asOf, ready } = useAsOfDate();
  return (
    <>
      <PageTitle documentTitle="Alerts · Client portal">Alerts for {displayName}</PageTitle>
      <FeatureGate feature="ALERTS" name="Alerts">
        <AsOfNote />
        {ready ? <AlertsList defaultDate={asOf ?? ''} /> : <LoadingState message="Loading alerts..." />}
      </FeatureGate>
    </>
  );
}

function AlertsList({ defaultDate }: { defaultDate: string }) {
  const [applied, setApplied] = useState<AlertsQuery>({ date: defaultDate || undefined });
  const { currentData, error, isFetching, isError, refetch } = useGetAlertsQuery(applied);
  const alerts = useMemo(() => currentData ?? [], [currentData]);
  const selection = useRowSelection(useMemo(() => alerts.map((alert) => alert.id), [alerts]));

  if (isForbidden(error)) return <UpgradePanel feature="Alerts" />;

  return (
    <>
      <DateSelectFilters
        initialDate={defaultDate}
        initialChoice={ALL_TYPES}
        selectLabel="Type"
        options={TYPE_OPTIONS}
        disabled={isFetching}
        onApply={(date, type) => setApplied({ date: date || undefined, type: alertTypeFilter(type) })}
      />
      <div aria-busy={isFetching}>
        <ListStates
          subject="alerts"
          loading={isFetching && !currentData}
          failed={isError}
          empty={alerts.length === 0}
          onRetry={refetch}
          emptyState={
            <EmptyState message="No alerts for these filters.">
              {applied.date && <p>Alerts carry the date of their match: clear the date to see every day.</p>}
            </EmptyState>
          }
        >
          <MobileSelectAll>
            <Button variant="secondary" size="sm" onClick={selection.toggleAll}>
              {selection.allSelected ? 'Deselect All' : 'Select All'}
            </Button>
          </MobileSelectAll>
          <Table
            caption="Alerts"
            captionHidden
            columns={COLUMNS}
            rows={alerts}
            getRowId={(row) => row.id}
            selection={selection}
            rowSelectionLabel={(row) => `Select alert ${row.message}`}
          />
        </ListStates>
      </div>
    </>
  );
}
