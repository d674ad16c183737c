import { serverFormErrors, useChangePasswordMutation } from '@oddslab/shared/api';
import { useSession } from '@oddslab/shared/session';
import { Button, FormError, PasswordField } from '@oddslab/shared/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  canSubmitPasswordChange,
  MIN_PASSWORD_LENGTH,
  type PasswordDraft,
  passwordChangeError,
} from './settings-rules';

const EMPTY_DRAFT: PasswordDraft = { currentPassword: '', newPassword: '', confirmPassword: '' };

const PASSWORD_UPDATED = 'Password updated successfully!';

/** The visible labels, for the server's field errors ('Current Password is incorrect.'). */
const FIELD_LABELS: Record<keyof PasswordDraft, string> = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 480px;
`;

const Success = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** Current, new and confirm password; editing clears the last message and a success clears the fields. */
export function ChangePasswordTab() {
  const { user } = useSession();
  const [changePassword, { isLoading: submitting }] = useChangePasswordMutation();
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof PasswordDraft, string>>>({});
  const [success, setSuccess] = useState<string | null>(null);

  const edit = (field: keyof PasswordDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setError(null);
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setSuccess(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordChangeError(draft, user?.id);
    if (problem || !user) {
      setError(problem);
      return;
    }
    try {
      await changePassword({ id: user.id, ...draft }).unwrap();
      setDraft(EMPTY_DRAFT);
      setSuccess(PASSWORD_UPDATED);
    } catch (failure) {
      // The server's reason goes on the field it concerns (a wrong current password); anything else below.
      const { fields, message } = serverFormErrors(failure, FIELD_LABELS);
      setServerErrors(fields);
      setError(message ? `Failed to update password: ${message}` : null);
    }
  };

  const tooShort = draft.newPassword !== '' && draft.newPassword.length < MIN_PASSWORD_LENGTH;
  const mismatch = draft.confirmPassword !== '' && draft.confirmPassword !== draft.newPassword;

  return (
    <Form onSubmit={submit} noValidate aria-label="Change password">
      <PasswordField
        label="Current Password"
        name="currentPassword"
        autoComplete="current-password"
        value={draft.currentPassword}
        disabled={submitting}
        error={serverErrors.currentPassword}
        onChange={(event) => edit('currentPassword', event.target.value)}
      />
      <PasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        value={draft.newPassword}
        disabled={submitting}
        error={tooShort ? 'Password must be at least 8 characters long' : serverErrors.newPassword}
        onChange={(event) => edit('newPassword', event.target.value)}
      />
      <PasswordField
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={draft.confirmPassword}
        disabled={submitting}
        error={mismatch ? 'Passwords do not match' : serverErrors.confirmPassword}
        onChange={(event) => edit('confirmPassword', event.target.value)}
      />
      <div aria-live="polite">
        {success && <Success role="status">{success}</Success>}
        <FormError message={error} />
      </div>
      <div>
        <Button type="submit" disabled={!canSubmitPasswordChange(draft, submitting)}>
          {submitting ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </Form>
  );
}
