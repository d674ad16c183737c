import {
  serverFormErrors,
  useCreateExchangeAccountMutation,
  useDeleteExchangeAccountMutation,
  useGetExchangeAccountsQuery,
  useUpdateExchangeAccountMutation,
} from '@oddslab/shared/api';
import type { ExchangeAccount } from '@oddslab/shared/contract';
import { notify } from '@oddslab/shared/notify';
import { SelectField, type TableColumn, TextField } from '@oddslab/shared/ui';
import { EXCHANGE_USERNAME_MAX_LENGTH, type ExchangeAccountStatus } from '@oddslab/shared/vault-rules';
import { useState } from 'react';
import styled from 'styled-components';
import { SecretField, VaultDialog } from './vault-dialog';
import { VaultTableCard } from './vault-table-card';

const LABELS = { username: 'Username', secret: 'Password or app key', status: 'Status' } as const;
type Field = keyof typeof LABELS;

/** The spec's spelling. */
const STATUS_LABELS: Record<ExchangeAccountStatus, string> = { ACTIVE: 'Active', INACTIVE: 'InActive' };
const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));

const Status = styled.span<{ $active: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ theme, $active }) => ($active ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $active }) => ($active ? theme.colors.successSoft : theme.colors.dangerSoft)};
`;

const COLUMNS: readonly TableColumn<ExchangeAccount>[] = [
  { id: 'username', header: 'Username', cell: (account) => <strong>{account.username}</strong> },
  {
    id: 'status',
    header: 'Status',
    cell: (account) => <Status $active={account.status === 'ACTIVE'}>{STATUS_LABELS[account.status]}</Status>,
  },
  {
    id: 'secret',
    header: 'Password or app key',
    hideOnMobile: true,
    cell: (account) => <code>{account.maskedSecret}</code>,
  },
];

function AccountDialog({ account, onClose }: { account: ExchangeAccount | null; onClose: () => void }) {
  const [createAccount, createState] = useCreateExchangeAccountMutation();
  const [updateAccount, updateState] = useUpdateExchangeAccountMutation();
  const [username, setUsername] = useState(account?.username ?? '');
  const [secret, setSecret] = useState('');
  const [status, setStatus] = useState<ExchangeAccountStatus>(account?.status ?? 'ACTIVE');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const busy = createState.isLoading || updateState.isLoading;
  const editing = account !== null;

  const save = async () => {
    const missing: Partial<Record<Field, string>> = {};
    if (!username.trim()) missing.username = 'Username is required.';
    if (!editing && !secret) missing.secret = 'Password or app key is required.';
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    // Blank while editing: the stored secret stays.
    const body = { exchange: 'BETFAIR' as const, username: username.trim(), status, ...(secret ? { secret } : {}) };
    try {
      if (account) await updateAccount({ id: account.id, body }).unwrap();
      else await createAccount({ ...body, secret }).unwrap();
      notify.success(`Betfair account ${body.username} ${editing ? 'updated' : 'added'}`);
      onClose();
    } catch (failure) {
      const { fields, message } = serverFormErrors(failure, LABELS);
      setErrors(fields);
      setError(message ? `Failed to save the Betfair account: ${message}` : null);
    }
  };

  return (
    <VaultDialog
      open
      title={editing ? 'Edit Betfair Account' : 'Add Betfair Account'}
      busy={busy}
      error={error}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <TextField
        label={LABELS.username}
        name="username"
        autoComplete="off"
        value={username}
        maxLength={EXCHANGE_USERNAME_MAX_LENGTH}
        required
        disabled={busy}
        error={errors.username}
        onChange={(event) => {
          setUsername(event.target.value);
          setErrors((current) => ({ ...current, username: undefined }));
        }}
      />
      <SecretField
        label={LABELS.secret}
        name="secret"
        editing={editing}
        value={secret}
        required={!editing}
        disabled={busy}
        error={errors.secret}
        onChange={(event) => {
          setSecret(event.target.value);
          setErrors((current) => ({ ...current, secret: undefined }));
        }}
      />
      <SelectField
        label={LABELS.status}
        name="status"
        options={STATUS_OPTIONS}
        value={status}
        disabled={busy}
        error={errors.status}
        onChange={(event) => setStatus(event.target.value as ExchangeAccountStatus)}
      />
    </VaultDialog>
  );
}

/** 'Betfair Accounts': exchange logins with their status; Add, Edit (the secret is write-only) and Delete. */
export function BetfairAccountsCard() {
  const query = useGetExchangeAccountsQuery();
  const [deleteAccount] = useDeleteExchangeAccountMutation();
  // undefined: no dialog; null: adding; an account: editing it.
  const [dialog, setDialog] = useState<ExchangeAccount | null | undefined>(undefined);
  return (
    <VaultTableCard
      title="Betfair Accounts"
      noun="Betfair account"
      query={query}
      columns={COLUMNS}
      rowName={(account) => account.username}
      emptyMessage="No Betfair accounts yet."
      onAdd={() => setDialog(null)}
      onEdit={setDialog}
      deleteRow={(account) => deleteAccount(account.id).unwrap()}
    >
      {dialog !== undefined && (
        <AccountDialog key={dialog?.id ?? 'new'} account={dialog} onClose={() => setDialog(undefined)} />
      )}
    </VaultTableCard>
  );
}
