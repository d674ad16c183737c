import { normalizeApiError } from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import {
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  Table,
  type TableColumn,
} from '@oddslab/shared/ui';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 { margin: 0; }
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
`;

export interface VaultTableCardProps<Row extends { id: number }> {
  title: string;
  /** The kind of record in sentences: 'API credential', 'Betfair account'. */
  noun: string;
  query: { data?: readonly Row[]; isLoading: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };
  /** Every column but the actions, which the card adds. */
  columns: readonly TableColumn<Row>[];
  rowName: (row: Row) => string;
  emptyMessage: string;
  onAdd: () => void;
  onEdit: (row: Row) => void;
  /** Deletes the row; rejects with the API error. */
  deleteRow: (row: Row) => Promise<unknown>;
  /** The add/edit dialog. */
  children: ReactNode;
}

/**
 * A card listing secret-holding records (masks only) with Add, Edit and Delete; Delete asks first. Loading,
 * failure (with Retry) and empty states, and a toast after each delete.
 */
export function VaultTableCard<Row extends { id: number }>({
  title,
  noun,
  query,
  columns,
  rowName,
  emptyMessage,
  onAdd,
  onEdit,
  deleteRow,
  children,
}: VaultTableCardProps<Row>) {
  const titleId = useId();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteRow(deleting);
      notify.success(`${noun} ${rowName(deleting)} deleted`);
    } catch (error) {
      notify.error(`Failed to delete ${noun.toLowerCase()}: ${normalizeApiError(error).message}`);
    }
    setBusy(false);
    setDeleting(null);
  };

  const withActions: readonly TableColumn<Row>[] = [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <RowActions>
          <Button size="sm" variant="secondary" onClick={() => onEdit(row)} aria-label={`Edit ${rowName(row)}`}>
            Edit
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(row)} aria-label={`Delete ${rowName(row)}`}>
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];

  let body: ReactNode;
  if (query.isLoading) body = <LoadingState message={`Loading ${title.toLowerCase()}...`} />;
  else if (query.error) {
    body = (
      <ErrorState
        message={`Failed to load ${title.toLowerCase()}: ${normalizeApiError(query.error).message}`}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <Table
        caption={title}
        captionHidden
        columns={withActions}
        rows={query.data ?? []}
        getRowId={(row) => row.id}
        emptyMessage={emptyMessage}
      />
    );
  }

  return (
    <Card aria-labelledby={titleId} aria-busy={query.isFetching}>
      <Header>
        <CardTitle id={titleId}>{title}</CardTitle>
        <Button size="sm" onClick={onAdd}>
          Add {noun}
        </Button>
      </Header>
      {body}
      {children}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${noun}`}
        message={deleting ? `Delete ${rowName(deleting)}? Its stored secret is erased and cannot be recovered.` : ''}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
