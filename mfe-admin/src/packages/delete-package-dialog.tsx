import type { Package } from '@oddslab/shared/contract';
import { Button, ConfirmDialog, Modal, SelectField } from '@oddslab/shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

export interface DeletePackageDialogProps {
  /** The package to delete; null keeps the dialog closed. */
  target: Package | null;
  /** Every package, to offer a replacement for the sign-up package. */
  packages: readonly Package[];
  busy: boolean;
  /** Confirmed: `replacementId` names the package new sign-ups receive instead (only for the sign-up package). */
  onDelete: (replacementId?: number) => void;
  onCancel: () => void;
}

/**
 * Asks before deleting a package. The package new sign-ups receive cannot go without a successor (the server
 * refuses it), so for that one the admin chooses the package that takes its place.
 */
export function DeletePackageDialog({ target, packages, busy, onDelete, onCancel }: DeletePackageDialogProps) {
  if (target?.signupDefault) {
    return (
      <ReplaceSignupPackage target={target} packages={packages} busy={busy} onDelete={onDelete} onCancel={onCancel} />
    );
  }
  return (
    <ConfirmDialog
      open={target !== null}
      title="Delete Package"
      message={target ? `Are you sure you want to delete the ${target.name} package?` : ''}
      confirmLabel="Delete"
      destructive
      busy={busy}
      onConfirm={() => onDelete()}
      onCancel={onCancel}
    />
  );
}

function ReplaceSignupPackage({
  target,
  packages,
  busy,
  onDelete,
  onCancel,
}: Omit<DeletePackageDialogProps, 'target'> & { target: Package }) {
  const [replacement, setReplacement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const others = packages.filter((item) => item.id !== target.id);

  useEffect(() => {
    setReplacement('');
    setError(null);
  }, [target.id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (replacement === '') {
      setError('Choose the package new sign-ups receive instead.');
      return;
    }
    onDelete(Number(replacement));
  };

  const formId = `delete-package-${target.id}`;
  return (
    <Modal
      open
      role="alertdialog"
      title="Delete Package"
      onClose={() => {
        if (!busy) onCancel();
      }}
      maxWidth="480px"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          {others.length > 0 && (
            <Button type="submit" form={formId} variant="danger" disabled={busy}>
              Delete
            </Button>
          )}
        </>
      }
    >
      {others.length === 0 ? (
        <Message>
          New sign-ups receive the {target.name} package and it is the only one: create the package they should receive
          first.
        </Message>
      ) : (
        <form id={formId} onSubmit={submit} noValidate>
          <Message>
            New sign-ups receive the {target.name} package. Choose the package they receive instead; it takes over when{' '}
            {target.name} is deleted.
          </Message>
          <SelectField
            label="New sign-ups get"
            placeholder="Choose a package"
            value={replacement}
            options={others.map((item) => ({ value: String(item.id), label: item.name }))}
            error={error}
            disabled={busy}
            onChange={(event) => {
              setReplacement(event.target.value);
              setError(null);
            }}
          />
        </form>
      )}
    </Modal>
  );
}
