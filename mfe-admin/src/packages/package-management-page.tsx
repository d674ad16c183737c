import {
  normalizeApiError,
  useCreatePackageMutation,
  useDeletePackageMutation,
  useGetPackagesQuery,
  useUpdatePackageMutation,
} from '@oddslab/shared/api';
import type { BillingCycle, Package } from '@oddslab/shared/contract';
import { formatPounds } from '@oddslab/shared/format';
import { notify } from '@oddslab/shared/notify';
import {
  Button,
  Card,
  CardTitle,
  ErrorState,
  LoadingState,
  Modal,
  PageTitle,
  Table,
  type TableColumn,
} from '@oddslab/shared/ui';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { DeletePackageDialog } from './delete-package-dialog';
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

const NameCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const SignupBadge = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const PER_CYCLE: Record<BillingCycle, string> = { MONTHLY: ' / month', YEARLY: ' / year', NONE: '' };

/** '£9.99 / month', '£119.99 / year'; a package without billing is 'Free'. */
export function describePrice(pkg: Pick<Package, 'price' | 'billingCycle'>): string {
  if (pkg.billingCycle === 'NONE' && pkg.price === 0) return 'Free';
  return `${formatPounds(pkg.price)}${PER_CYCLE[pkg.billingCycle]}`;
}

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

/**
 * /admin/packages: create, list (in display order), edit and delete subscription packages with their price, billing
 * cycle and the package new sign-ups receive; the list reloads after each change.
 */
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

  const remove = async (replacementId?: number) => {
    if (!deleting) return;
    try {
      await deletePackage({ id: deleting.id, ...(replacementId === undefined ? {} : { replacementId }) }).unwrap();
      notify.success('Package deleted successfully');
    } catch (error) {
      notify.error(failureMessage('delete', error));
    }
    setDeleting(null);
  };

  const columns: readonly TableColumn<Package>[] = [
    { id: 'order', header: 'Order', align: 'right', cell: (item) => item.displayOrder },
    {
      id: 'name',
      header: 'Name',
      cell: (item) => (
        <NameCell>
          <strong>{item.name}</strong>
          {item.signupDefault && <SignupBadge>New sign-ups</SignupBadge>}
        </NameCell>
      ),
    },
    { id: 'price', header: 'Price', cell: describePrice },
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
              priceText: editing.price.toFixed(2),
              billingCycle: editing.billingCycle,
              displayOrderText: String(editing.displayOrder),
              signupDefault: editing.signupDefault,
            }}
            signupDefaultLocked={editing.signupDefault}
            submitLabel="Update"
            busyLabel="Updating..."
            busy={updateState.isLoading}
            onSubmit={update}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <DeletePackageDialog
        target={deleting}
        packages={packagesQuery.data ?? []}
        busy={deleteState.isLoading}
        onDelete={(replacementId) => void remove(replacementId)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
