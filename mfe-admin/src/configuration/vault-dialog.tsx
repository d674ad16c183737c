import { Button, FormError, Modal, PasswordField, type PasswordFieldProps } from '@oddslab/shared/ui';
import { SECRET_MAX_LENGTH } from '@oddslab/shared/vault-rules';
import { type FormEvent, type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export interface VaultDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  /** What the form as a whole failed with (field problems show on their fields). */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The add/edit dialog of a vault record: the fields, a form-level error, Cancel and Save. */
export function VaultDialog({ open, title, busy, error, onSubmit, onClose, children }: VaultDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      closeLabel={`Close ${title.toLowerCase()}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        {children}
        <FormError message={error} />
      </Form>
    </Modal>
  );
}

/**
 * A write-only secret: never filled from the server (which never sends it). Editing, blank keeps the stored one.
 * Show/Hide reveals only what is being typed.
 */
export function SecretField({ editing, ...props }: Omit<PasswordFieldProps, 'maxLength'> & { editing: boolean }) {
  return (
    <PasswordField
      autoComplete="new-password"
      spellCheck={false}
      maxLength={SECRET_MAX_LENGTH}
      placeholder={editing ? 'Leave blank to keep the current key' : undefined}
      {...props}
    />
  );
}
