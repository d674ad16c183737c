import { normalizeApiError, useResetPasswordMutation } from '@oddslab/shared/api';
import { signedOut, useSession } from '@oddslab/shared/session';
import { useAppDispatch } from '@oddslab/shared/store';
import { Button, ButtonLink, FormError, PasswordField } from '@oddslab/shared/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, Form, FormFooter } from '../../components/auth-layout';
import { MAILED_TOKEN_FORMAT, newPasswordErrors } from '../auth-rules/auth-rules';
import { StatusPanel } from './status-panel';
import { useLinkToken } from './use-link-token';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NEW_LINK = (
  <ButtonLink to="/forgot-password" variant="secondary">
    Ask for a new link
  </ButtonLink>
);

/** Opened from the reset mail: a new password (the sign-up rules), then every session of the account ends. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const { isSignedIn } = useSession();
  const dispatch = useAppDispatch();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (!token || !MAILED_TOKEN_FORMAT.test(token)) {
    return (
      <StatusPanel title="This link is incomplete" tone="problem" actions={NEW_LINK}>
        <p>Open the newest password-reset mail again, or ask for a new link.</p>
      </StatusPanel>
    );
  }

  if (doneMessage) {
    return (
      <StatusPanel title="Password changed" tone="success" actions={<ButtonLink to="/login">Log in</ButtonLink>}>
        <p>{doneMessage}</p>
      </StatusPanel>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordErrors(password, confirmPassword);
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirmPassword || !token) return;
    try {
      const answer = await resetPassword({ token, password, confirmPassword }).unwrap();
      // The reset ended every session, this browser's included.
      if (isSignedIn) dispatch(signedOut());
      setDoneMessage(answer.message);
    } catch (error) {
      setFailure(normalizeApiError(error).message);
    }
  }

  return (
    <AuthLayout
      bannerTitle="A fresh start"
      bannerText="Choose a password you have not used elsewhere. Setting it signs your account out on every device."
    >
      <h1>Choose a new password</h1>
      <Intro>At least 8 characters. You will be signed out everywhere and can then log in with it.</Intro>
      <Form noValidate onSubmit={handleSubmit}>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          disabled={isLoading}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
          disabled={isLoading}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <FormError message={failure} />
        <Button type="submit" fullWidth disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Set new password'}
        </Button>
      </Form>
      <FormFooter>
        Link expired? <Link to="/forgot-password">Ask for a new one</Link>
      </FormFooter>
    </AuthLayout>
  );
}
