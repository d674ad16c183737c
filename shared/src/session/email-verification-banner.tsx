import { useState } from 'react';
import styled from 'styled-components';
import { useResendVerificationMutation } from '../api/auth-endpoints';
import { normalizeApiError } from '../api/normalize-api-error';
import { Button } from '../ui/button';
import { useSession } from './use-session';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  flex: 1 1 280px;
  margin: 0;
  overflow-wrap: anywhere;
`;

/** Shown to a signed-in user whose address is not verified yet, with a way to get a new link. */
export function EmailVerificationBanner() {
  const { user, isSignedIn } = useSession();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [result, setResult] = useState<string | null>(null);
  if (!isSignedIn || !user || user.emailVerified) return null;

  const askAgain = async () => {
    try {
      setResult((await resend().unwrap()).message);
    } catch (failure) {
      setResult(normalizeApiError(failure).message);
    }
  };

  return (
    <Bar role="region" aria-label="E-mail verification">
      <Text>
        Please confirm your e-mail address: open the link we sent to <strong>{user.email}</strong>.{' '}
        <span role="status">{result}</span>
      </Text>
      <Button size="sm" variant="secondary" onClick={askAgain} disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Resend'}
      </Button>
    </Bar>
  );
}
