import {
  normalizeApiError,
  serverFormErrors,
  useDeleteBetMutation,
  useGetMyBetsQuery,
  useLazyExportMyBetsQuery,
  useUpdateBetMutation,
} from '@oddslab/shared/api';
import { MAX_ODDS, MAX_STAKE, MIN_STAKE } from '@oddslab/shared/bet-rules';
import type { UserBet } from '@oddslab/shared/contract';
import { formatPounds } from '@oddslab/shared/format';
import { bookmakerName } from '@oddslab/shared/names';
import { notify } from '@oddslab/shared/notify';
import { LIST_PAGE_SIZE, useListPaging } from '@oddslab/shared/paging';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FormError,
  Modal,
  PageTitle,
  SelectField,
  saveCsv,
  Table,
  type TableColumn,
  TextField,
} from '@oddslab/shared/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsOfNote } from '../engine-data/data-page-parts';
import { PagedList } from '../engine-data/list-states';
import { betAmountError, oddsTakenError } from '../view-match/bet-modal';
import { BET_STATUS_LABELS, formatClv, marketLabel, matchLabel, selectionLabel } from './bet-parts';

type StatusFilter = 'all' | 'open' | 'settled';
const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All bets' },
  { value: 'open', label: 'Open' },
  { value: 'settled', label: 'Settled' },
];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  > :first-child { min-width: min(100%, 220px); }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

function describeBet(bet: UserBet): string {
  return `${selectionLabel(bet)} in ${matchLabel(bet)}`;
}

/**
 * My Bets: the bets the user recorded from 'Place Your Bet', newest first, with their settlement (result, P/L and
 * closing-line value); open bets can be changed or deleted until kick-off; the list downloads as CSV.
 */
export function MyBetsPage() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const paging = useListPaging();
  const { page, pageLoaded, reset } = paging;
  const query = useGetMyBetsQuery({ status, page, size: LIST_PAGE_SIZE });
  const bets = query.currentData?.content ?? [];
  const [exportBets, { isFetching: exporting }] = useLazyExportMyBetsQuery();
  const [editing, setEditing] = useState<UserBet | null>(null);
  const [deleting, setDeleting] = useState<UserBet | null>(null);
  const [deleteBet, { isLoading: deletingNow }] = useDeleteBetMutation();

  useEffect(() => {
    if (query.currentData) pageLoaded(page, query.currentData.content.length);
  }, [query.currentData, page, pageLoaded]);

  const download = async () => {
    try {
      const csv = await exportBets({ status }).unwrap();
      saveCsv(csv, 'oddslab-bets.csv');
    } catch (failure) {
      notify.error(`Failed to download your bets: ${normalizeApiError(failure).message}`);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteBet(deleting.id).unwrap();
      notify.success('Bet deleted.');
    } catch (failure) {
      notify.error(`Failed to delete the bet: ${normalizeApiError(failure).message}`);
    }
    setDeleting(null);
  };

  const columns: TableColumn<UserBet>[] = [
    { id: 'status', header: 'Status', label: 'Status', cell: (bet) => BET_STATUS_LABELS[bet.status], align: 'left' },
    {
      id: 'match',
      header: 'Match',
      label: 'Match',
      align: 'left',
      cell: (bet) => (
        <>
          <Link to={`/client/view-match?id=${bet.matchId}`}>{matchLabel(bet)}</Link> <small>{bet.date}</small>
        </>
      ),
    },
    { id: 'market', header: 'Market', label: 'Market', cell: marketLabel, align: 'left' },
    { id: 'selection', header: 'Selection', label: 'Selection', cell: selectionLabel, align: 'left' },
    {
      id: 'odds',
      header: 'Odds',
      label: 'Odds',
      cell: (bet) => `${bet.odds.toFixed(2)} (${bookmakerName(bet.bookmaker)})`,
    },
    { id: 'stake', header: 'Stake', label: 'Stake', cell: (bet) => formatPounds(bet.stake) },
    { id: 'result', header: 'Returned', label: 'Returned', cell: (bet) => formatPounds(bet.returned) },
    { id: 'profit', header: 'P/L', label: 'P/L', cell: (bet) => formatPounds(bet.profit, { signed: true }) },
    { id: 'clv', header: 'CLV', label: 'CLV', cell: (bet) => formatClv(bet.clv) },
    {
      id: 'actions',
      header: 'Actions',
      label: 'Actions',
      cell: (bet) =>
        bet.editable ? (
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(bet)}
              aria-label={`Edit ${describeBet(bet)}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setDeleting(bet)}
              aria-label={`Delete ${describeBet(bet)}`}
            >
              Delete
            </Button>
          </Actions>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle
        documentTitle="My Bets · Client portal"
        subtitle="The bets you recorded with Place Your Bet, settled automatically when the results arrive."
      >
        My Bets
      </PageTitle>
      <AsOfNote />
      <Toolbar>
        <SelectField
          label="Show"
          options={STATUS_FILTERS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            reset();
          }}
        />
        <Button variant="secondary" onClick={download} disabled={exporting} aria-busy={exporting || undefined}>
          {exporting ? 'Preparing CSV...' : 'Download CSV'}
        </Button>
      </Toolbar>
      <PagedList
        subject="bets"
        paging={paging}
        query={query}
        itemCount={bets.length}
        paginationLabel="My bets pages"
        emptyState={
          <EmptyState
            message={
              status === 'all'
                ? 'No bets yet. Use Bet on Odds Comparison or a match page to record one.'
                : `No ${status} bets.`
            }
          />
        }
      >
        <Table caption="My bets, newest first" captionHidden columns={columns} rows={bets} getRowId={(bet) => bet.id} />
      </PagedList>
      {editing && <EditBetModal bet={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this bet?"
        message={
          deleting
            ? `${describeBet(deleting)}: ${formatPounds(deleting.stake)} at ${deleting.odds.toFixed(2)}. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete bet"
        destructive
        busy={deletingNow}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

const EDIT_LABELS = { odds: 'Odds taken', stake: 'Bet Amount' } as const;
type EditField = keyof typeof EDIT_LABELS;

/** Changes the odds taken and the amount of an open bet before kick-off. */
function EditBetModal({ bet, onClose }: { bet: UserBet; onClose: () => void }) {
  const [updateBet, { isLoading: saving }] = useUpdateBetMutation();
  const [odds, setOdds] = useState(String(bet.odds));
  const [amount, setAmount] = useState(String(bet.stake));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<EditField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();
  const amountError = (amount.trim() === '' ? 'Enter the bet amount.' : betAmountError(amount)) ?? null;
  const oddsError = oddsTakenError(odds);
  const close = () => {
    if (!saving) onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amountError || oddsError || saving) return;
    setFieldErrors({});
    setFormError(null);
    try {
      await updateBet({ id: bet.id, body: { odds: Number(odds), stake: Number(amount) } }).unwrap();
      notify.success('Bet updated.');
      onClose();
    } catch (failure) {
      const { fields, message } = serverFormErrors(failure, EDIT_LABELS);
      setFieldErrors(fields);
      setFormError(message ? `Failed to update the bet: ${message}` : null);
    }
  };
  return (
    <Modal
      open
      title="Edit bet"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving || amountError !== null || oddsError !== null}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <p>
          {describeBet(bet)} with {bookmakerName(bet.bookmaker)}
        </p>
        <TextField
          label="Odds taken"
          type="number"
          inputMode="decimal"
          min={1.01}
          max={MAX_ODDS}
          step="any"
          value={odds}
          disabled={saving}
          error={oddsError ?? fieldErrors.odds}
          onChange={(event) => setOdds(event.target.value)}
        />
        <TextField
          label="Bet Amount"
          type="number"
          inputMode="decimal"
          min={MIN_STAKE}
          max={MAX_STAKE}
          step="any"
          value={amount}
          disabled={saving}
          error={amountError ?? fieldErrors.stake}
          onChange={(event) => setAmount(event.target.value)}
        />
        <FormError message={formError} />
      </Form>
    </Modal>
  );
}
