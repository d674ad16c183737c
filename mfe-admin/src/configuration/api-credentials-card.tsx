import {
  serverFormErrors,
  useCreateCredentialMutation,
  useDeleteCredentialMutation,
  useGetCredentialsQuery,
  useUpdateCredentialMutation,
} from '@oddslab/shared/api';
import type { ApiCredential } from '@oddslab/shared/contract';
import { notify } from '@oddslab/shared/notify';
import { SelectField, type TableColumn, TextField } from '@oddslab/shared/ui';
import {
  BASE_URL_MAX_LENGTH,
  CREDENTIAL_NAME_MAX_LENGTH,
  CREDENTIAL_PURPOSE_LABELS,
  type CredentialPlacement,
  type CredentialPurpose,
  PARAMETER_NAME_MAX_LENGTH,
} from '@oddslab/shared/vault-rules';
import { useState } from 'react';
import { SecretField, VaultDialog } from './vault-dialog';
import { VaultTableCard } from './vault-table-card';

const LABELS = {
  name: 'API Name',
  key: 'API Key',
  purpose: 'Purpose',
  placement: 'Sent as',
  parameterName: 'Header or parameter name',
  baseUrl: 'Base URL',
} as const;
type Field = keyof typeof LABELS;

const PURPOSE_OPTIONS = Object.entries(CREDENTIAL_PURPOSE_LABELS).map(([value, label]) => ({ value, label }));
const PLACEMENT_OPTIONS = [
  { value: 'HEADER', label: 'Header' },
  { value: 'QUERY', label: 'Query parameter' },
];

const COLUMNS: readonly TableColumn<ApiCredential>[] = [
  { id: 'name', header: 'API Name', cell: (credential) => <strong>{credential.name}</strong> },
  {
    id: 'key',
    header: 'API Key',
    cell: (credential) => <code>{credential.maskedKey}</code>,
  },
  {
    id: 'purpose',
    header: 'Purpose',
    hideOnMobile: true,
    cell: (credential) => CREDENTIAL_PURPOSE_LABELS[credential.purpose],
  },
];

interface Draft {
  name: string;
  key: string;
  purpose: CredentialPurpose;
  placement: CredentialPlacement;
  parameterName: string;
  baseUrl: string;
}

const draftOf = (credential: ApiCredential | null): Draft => ({
  name: credential?.name ?? '',
  key: '',
  purpose: credential?.purpose ?? 'OTHER',
  placement: credential?.placement ?? 'HEADER',
  parameterName: credential?.parameterName ?? '',
  baseUrl: credential?.baseUrl ?? '',
});

function CredentialDialog({ credential, onClose }: { credential: ApiCredential | null; onClose: () => void }) {
  const [createCredential, createState] = useCreateCredentialMutation();
  const [updateCredential, updateState] = useUpdateCredentialMutation();
  const [draft, setDraft] = useState(() => draftOf(credential));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const busy = createState.isLoading || updateState.isLoading;
  const editing = credential !== null;
  const feed = draft.purpose === 'FOOTBALL_DATA_FEED';

  const edit = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    const missing: Partial<Record<Field, string>> = {};
    if (!draft.name.trim()) missing.name = 'API Name is required.';
    if (!editing && !draft.key) missing.key = 'API Key is required.';
    if (feed && !draft.parameterName.trim()) missing.parameterName = 'Header or parameter name is required.';
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const body = {
      name: draft.name.trim(),
      purpose: draft.purpose,
      baseUrl: draft.baseUrl.trim() || null,
      placement: feed ? draft.placement : null,
      parameterName: feed ? draft.parameterName.trim() : null,
      // Blank while editing: the stored key stays.
      ...(draft.key ? { key: draft.key } : {}),
    };
    try {
      if (credential) await updateCredential({ id: credential.id, body }).unwrap();
      else await createCredential({ ...body, key: draft.key }).unwrap();
      notify.success(`API credential ${body.name} ${editing ? 'updated' : 'added'}`);
      onClose();
    } catch (failure) {
      const { fields, message } = serverFormErrors(failure, LABELS);
      setErrors(fields);
      setError(message ? `Failed to save the API credential: ${message}` : null);
    }
  };

  return (
    <VaultDialog
      open
      title={editing ? 'Edit API Credential' : 'Add API Credential'}
      busy={busy}
      error={error}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <TextField
        label={LABELS.name}
        name="name"
        value={draft.name}
        maxLength={CREDENTIAL_NAME_MAX_LENGTH}
        required
        disabled={busy}
        error={errors.name}
        onChange={(event) => edit('name', event.target.value)}
      />
      <SecretField
        label={LABELS.key}
        name="key"
        editing={editing}
        value={draft.key}
        required={!editing}
        disabled={busy}
        error={errors.key}
        onChange={(event) => edit('key', event.target.value)}
      />
      <SelectField
        label={LABELS.purpose}
        name="purpose"
        options={PURPOSE_OPTIONS}
        value={draft.purpose}
        disabled={busy}
        error={errors.purpose}
        onChange={(event) => edit('purpose', event.target.value as CredentialPurpose)}
      />
      {feed && (
        <>
          <SelectField
            label={LABELS.placement}
            name="placement"
            options={PLACEMENT_OPTIONS}
            value={draft.placement}
            disabled={busy}
            error={errors.placement}
            onChange={(event) => edit('placement', event.target.value as CredentialPlacement)}
          />
          <TextField
            label={LABELS.parameterName}
            name="parameterName"
            value={draft.parameterName}
            maxLength={PARAMETER_NAME_MAX_LENGTH}
            placeholder={draft.placement === 'HEADER' ? 'X-Auth-Token' : 'apikey'}
            required
            disabled={busy}
            error={errors.parameterName}
            onChange={(event) => edit('parameterName', event.target.value)}
          />
        </>
      )}
      <TextField
        label={LABELS.baseUrl}
        name="baseUrl"
        type="url"
        value={draft.baseUrl}
        maxLength={BASE_URL_MAX_LENGTH}
        hint={feed ? 'Optional: the key is sent only to URLs starting with it.' : 'Optional.'}
        disabled={busy}
        error={errors.baseUrl}
        onChange={(event) => edit('baseUrl', event.target.value)}
      />
    </VaultDialog>
  );
}

/** 'API Credentials': stored API keys, masked; Add, Edit (the key is write-only) and Delete after confirmation. */
export function ApiCredentialsCard() {
  const query = useGetCredentialsQuery();
  const [deleteCredential] = useDeleteCredentialMutation();
  // undefined: no dialog; null: adding; a credential: editing it.
  const [dialog, setDialog] = useState<ApiCredential | null | undefined>(undefined);
  return (
    <VaultTableCard
      title="API Credentials"
      noun="API credential"
      query={query}
      columns={COLUMNS}
      rowName={(credential) => credential.name}
      emptyMessage="No API credentials yet."
      onAdd={() => setDialog(null)}
      onEdit={setDialog}
      deleteRow={(credential) => deleteCredential(credential.id).unwrap()}
    >
      {dialog !== undefined && (
        <CredentialDialog key={dialog?.id ?? 'new'} credential={dialog} onClose={() => setDialog(undefined)} />
      )}
    </VaultTableCard>
  );
}
