import {
  normalizeApiError,
  useCreatePackageMutation,
  useDeletePackageMutation,
  useGetPackagesQuery,
  useUpdatePackageMutation,
} from '@oddslab/shared/api';
import type { Package } from '@oddslab/shared/contract';
import { notify } from '@oddslab/shared/notify';
import {
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  Modal,
  PageTitle,
  Table,
  type TableColumn,
} from '@oddslab/shared/ui';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { packageFieldErrors } from './package-field-errors';
import { EMPTY_PACKAGE_FORM, type PackageDraft, PackageForm, type PackageSubmitResult } from './package-form';
import { functionsToText } from './package-functions';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.desktop} { grid-template-columns: 360px minmax(0, 1fr); }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  /* The table stacks into label/value rows on phones, with values on the right. */
  @media (max-width: 767.98px) { justify-content: flex-end; }
  margin: 0;
  padding: 0;
`;

const Chip = styled.li`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
`;

function failureMessage(action: 'create' | 'update' | 'delete', error: unknown): string {
  const { message } = normalizeApiError(error);
  return message ? `Failed to ${action} package: ${message}` : `Failed to ${action} package`;
}

function failed(error: unknown): PackageSubmitResult {
  return { ok: false, fieldErrors: packageFieldErrors(normalizeApiError(error).details) };
}

/** /admin/packages: create, list, edit and delete subscription packages; the list reloads after each change. */
export function PackageManagementPage() {
  const packagesQuery = useGetPackagesQuery();
  const [createPackage, createState] = useCreatePackageMutation();
  const [updatePackage, updateState] = useUpdatePackageMutation();
  const [deletePackage, deleteState] = useDeletePackageMutation();
  const [editing, setEditing] = useState<Package | null>(null);
  const [deleting, setDeleting] = useState<Package | null>(null);

  const loadFailure = packagesQuery.error;
  useEffect(() => {
    if (loadFailure) notify.error('Failed to fetch packages');
  }, [loadFailure]);

  const create = async (draft: PackageDraft): Promise<PackageSubmitResult> => {
    try {
      await createPackage(draft).unwrap();
      notify.success('Package created successfully');
      return { ok: true };
    } catch (error) {
      notify.error(failureMessage('create', error));
      return failed(error);
    }
  };

  const update = async (draft: PackageDraft): Promise<PackageSubmitResult> => {
    if (!editing) return { ok: true };
    try {
      await updatePackage({ id: editing.id, body: draft }).unwrap();
      notify.success('Package updated successfully');
      setEditing(null);
      return { ok: true };
    } catch (error) {
      notify.error(failureMessage('update', error));
      return failed(error);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deletePackage(deleting.id).unwrap();
      notify.success('Package deleted successfully');
    } catch (error) {
      notify.error(failureMessage('delete', error));
    }
    setDeleting(null);
  };

  const columns: readonly TableColumn<Package>[] = [
    { id: 'name', header: 'Name', cell: (item) => <strong>{item.name}</strong> },
    {
      id: 'description',
      header: 'Description',
      cell: (item) => item.description || <Muted>No description</Muted>,
    },
    {
      id: 'functions',
      header: 'Functions',
      cell: (item) =>
        item.functions.length > 0 ? (
          <Chips aria-label={`${item.name} functions`}>
            {item.functions.map((name) => (
              <Chip key={name}>{name}</Chip>
            ))}
          </Chips>
        ) : (
          <Muted>None</Muted>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (item) => (
        <RowActions>
          <Button size="sm" variant="secondary" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(item)} aria-label={`Delete ${item.name}`}>
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];

  let list: ReactNode;
  if (packagesQuery.isLoading) list = <LoadingState message="Loading packages..." />;
  else if (loadFailure) list = <ErrorState message="Failed to fetch packages" onRetry={packagesQuery.refetch} />;
  else
    list = (
      <Table
        caption="Packages"
        captionHidden
        columns={columns}
        rows={packagesQuery.data ?? []}
        getRowId={(item) => item.id}
        emptyMessage="No packages yet. Create the first one with the form."
      />
    );

  return (
    <>
      <PageTitle
        documentTitle="Packages · Admin console"
        subtitle="Packages decide which portal features each subscriber can use."
      >
        Package Management
      </PageTitle>
      <Layout>
        <Card aria-labelledby="create-package-title">
          <CardTitle id="create-package-title">Create Package</CardTitle>
          <PackageForm
            initialValues={EMPTY_PACKAGE_FORM}
            submitLabel="Create Package"
            busyLabel="Creating..."
            busy={createState.isLoading}
            onSubmit={create}
            resetOnSuccess
          />
        </Card>
        <section aria-label="Packages" aria-busy={packagesQuery.isFetching}>
          {list}
        </section>
      </Layout>
      <Modal open={editing !== null} title="Edit Package" onClose={() => setEditing(null)} closeLabel="Close edit form">
        {editing && (
          <PackageForm
            key={editing.id}
            initialValues={{
              name: editing.name,
              description: editing.description ?? '',
              functionsText: functionsToText(editing.functions),
            }}
            submitLabel="Update"
            busyLabel="Updating..."
            busy={updateState.isLoading}
            onSubmit={update}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Package"
        message={deleting ? `Are you sure you want to delete the ${deleting.name} package?` : ''}
        confirmLabel="Delete"
        destructive
        busy={deleteState.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
