import { serverFormErrors, useUpdateProfileMutation } from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import { userUpdated, useSession } from '@oddslab/shared/session';
import { useAppDispatch } from '@oddslab/shared/store';
import { Button, FormError, Modal, PasswordField, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { profileError } from './settings-rules';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The visible labels, for the server's field errors ('Email is already registered.'). */
const FIELD_LABELS = { name: 'Name', email: 'Email', currentPassword: 'Current password' } as const;

type ProfileField = keyof typeof FIELD_LABELS;

export interface EditProfileModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Edits name and email; a successful save updates the session user and closes the modal. A new e-mail address
 * takes the current password, and stays unverified until its owner follows the link mailed to it.
 */
export function EditProfileModal({ open, onClose }: EditProfileModalProps) {
  const { user } = useSession();
  const dispatch = useAppDispatch();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const emailChanged = email.trim().toLowerCase() !== (user?.email ?? '').toLowerCase();
  const formId = useId();

  // Every opening starts from the current values with no error.
  useEffect(() => {
    if (!open) return;
    setName(user?.name ?? '');
    setEmail(user?.email ?? '');
    setCurrentPassword('');
    setError(null);
    setFieldErrors({});
  }, [open, user?.name, user?.email]);

  const close = () => {
    if (saving) return;
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = profileError({ name, email }, user?.id);
    if (problem || !user) {
      setError(problem);
      return;
    }
    if (emailChanged && !currentPassword) {
      setError('Enter your current password to change your e-mail address.');
      return;
    }
    setError(null);
    setFieldErrors({});
    try {
      const updated = await updateProfile({
        id: user.id,
        name: name.trim(),
        email: email.trim(),
        ...(emailChanged && { currentPassword }),
      }).unwrap();
      dispatch(userUpdated({ name: updated.name, email: updated.email, emailVerified: updated.emailVerified }));
      if (emailChanged) notify.info(`We sent a link to ${updated.email}: open it to confirm the new address.`);
      onClose();
    } catch (failure) {
      // What only the server can tell (an address in use, a wrong current password) goes on its field.
      const { fields, message } = serverFormErrors(failure, FIELD_LABELS);
      setFieldErrors(fields);
      setError(message ? `Failed to update profile: ${message}` : null);
    }
  };

  return (
    <Modal
      open={open}
      title="Edit Profile"
      onClose={close}
      closeLabel="Close edit profile"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          disabled={saving}
          error={fieldErrors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={saving}
          error={fieldErrors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {emailChanged && (
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            disabled={saving}
            error={fieldErrors.currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        <FormError message={error} />
      </Form>
    </Modal>
  );
}
