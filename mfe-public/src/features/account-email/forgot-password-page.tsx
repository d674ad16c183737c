import { normalizeApiError, useForgotPasswordMutation } from '@oddslab/shared/api';
import { Button, FormError, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, Form, FormFooter } from '../../components/auth-layout';
import { EMAIL_FORMAT } from '../auth-rules/auth-rules';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sent = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
`;

/** 'Forget Password': asks for a reset link. The answer never tells whether an account uses the address. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useForgotPasswordMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!EMAIL_FORMAT.test(email.trim())) {
      setError('Please enter a valid email address.');
      return;
    }
    setError(null);
    try {
      const answer = await requestReset({ email: email.trim() }).unwrap();
      setSentMessage(answer.message);
    } catch (failure) {
      setError(normalizeApiError(failure).message);
    }
  }

  return (
    <AuthLayout
      bannerTitle="Locked out?"
      bannerText="A link in your inbox lets you choose a new password. It works once, for 30 minutes."
    >
      <h1>Reset your password</h1>
      {sentMessage ? (
        <>
          <Sent role="status">{sentMessage}</Sent>
          <Intro>
            No mail after a few minutes? Check the spam folder, or ask again with the address you signed up with.
          </Intro>
          <Button variant="secondary" onClick={() => setSentMessage(null)}>
            Use another address
          </Button>
        </>
      ) : (
        <>
          <Intro>Enter the e-mail address of your account and we will mail you a link to choose a new password.</Intro>
          <Form noValidate onSubmit={handleSubmit}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              disabled={isLoading}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FormError message={error} />
            <Button type="submit" fullWidth disabled={isLoading}>
              {isLoading ? 'Sending...' : 'Send reset link'}
            </Button>
          </Form>
        </>
      )}
      <FormFooter>
        Remembered it? <Link to="/login">Log in</Link>
      </FormFooter>
    </AuthLayout>
  );
}
