import { normalizeApiError, useLoginMutation } from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import { SESSION_ENDED_MESSAGE, useCompleteSignIn, useSession } from '@oddslab/shared/session';
import { Button, FormError, PasswordField, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, Divider, Form, FormFooter } from '../../components/auth-layout';
import { GoogleSignInButton } from '../google-sign-in/google-sign-in-button';
import { validateLogin } from './validate-login';

const SessionNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const ForgotLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const { sessionEnded } = useSession();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validationError = validateLogin({ email, password });
    setError(validationError);
    if (validationError) return;
    try {
      const response = await login({ email: email.trim(), password }).unwrap();
      completeSignIn(response, 'password');
      notify.success('Login successful! Redirecting...');
    } catch (failure) {
      const message = `Login failed: ${normalizeApiError(failure).message || 'Unknown error'}`;
      setError(message);
      notify.error(message);
    }
  }

  return (
    <AuthLayout
      bannerTitle="Probabilities, not promises."
      bannerText="Fair odds, model probabilities and value signals for six European leagues, tracked against every result."
    >
      <h1>Welcome Back to Your Winning Edge</h1>
      <Intro>Log in to see today's predictions and value signals.</Intro>
      {sessionEnded && <SessionNotice role="status">{SESSION_ENDED_MESSAGE}.</SessionNotice>}
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
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          disabled={isLoading}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ForgotRow>
          <ForgotLink to="/forgot-password">Forget Password</ForgotLink>
        </ForgotRow>
        <FormError message={error} />
        <Button type="submit" fullWidth disabled={isLoading}>
          {isLoading ? 'Logging in...' : 'Log In'}
        </Button>
      </Form>
      <Divider>or</Divider>
      <GoogleSignInButton intent="signin" />
      <FormFooter>
        Don't have an account? <Link to="/signin">Sign up now</Link>
      </FormFooter>
    </AuthLayout>
  );
}
