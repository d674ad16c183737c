import { useGetAuthConfigQuery, useGoogleLoginMutation } from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import { useCompleteSignIn } from '@oddslab/shared/session';
import { Button } from '@oddslab/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type GoogleCredentialResponse, loadGoogleIdentity } from './google-identity-script';
import { googleSignInErrorMessage } from './google-sign-in-error-message';

const WIDGET_FAILED_MESSAGE = 'Google Sign-In failed. Please try again.';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
`;

const Explanation = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const WidgetSlot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 44px;
`;

export interface GoogleSignInButtonProps {
  /** Wording of Google's button: sign in on the login page, sign up on the sign-up page. */
  intent?: 'signin' | 'signup';
  /**
   * The sign-up form's date of birth, sent along so that a Google account new to OddsLab passes the same age
   * gate; the server asks for it only when it would create an account.
   */
  dateOfBirth?: string;
}

/**
 * Google sign-in. The server says whether a client id is configured; without one the button stays disabled and
 * says why. With one, Google's own button is rendered and its credential is exchanged at POST /api/auth/google.
 */
export function GoogleSignInButton({ intent = 'signin', dateOfBirth }: GoogleSignInButtonProps) {
  const explanationId = useId();
  const config = useGetAuthConfigQuery();
  const [googleLogin, { isLoading: signingIn }] = useGoogleLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const slotRef = useRef<HTMLDivElement>(null);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const clientId = config.data?.googleClientId ?? null;

  // The callback is captured by Google once; a ref keeps it calling the latest closure.
  const onCredential = useRef<(response: GoogleCredentialResponse) => void>(() => undefined);
  onCredential.current = async (response) => {
    if (!response.credential) {
      notify.error(WIDGET_FAILED_MESSAGE);
      return;
    }
    try {
      const result = await googleLogin({
        credential: response.credential,
        ...(response.clientId ? { clientId: response.clientId } : {}),
        ...(response.select_by ? { select_by: response.select_by } : {}),
        ...(dateOfBirth ? { dateOfBirth } : {}),
      }).unwrap();
      completeSignIn(result, 'google');
      notify.success('Google Sign-In successful! Redirecting...');
    } catch (error) {
      if (error instanceof Error) {
        notify.error(`Sign-In failed: ${error.message}`);
        return;
      }
      const { message, status } = googleSignInErrorMessage(error);
      if (status === 401) console.warn('Google sign-in was rejected by the server (401).');
      notify.error(message);
    }
  };

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    setWidgetFailed(false);
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !slotRef.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => onCredential.current(response),
          ux_mode: 'popup',
        });
        google.accounts.id.renderButton(slotRef.current, {
          type: 'standard',
          theme: 'filled_black',
          size: 'large',
          shape: 'pill',
          text: intent === 'signup' ? 'signup_with' : 'signin_with',
          // Google's button takes a fixed pixel width (200-400): match the form column.
          width: Math.round(Math.min(400, Math.max(200, slotRef.current.clientWidth || 320))),
        });
      })
      .catch(() => {
        if (cancelled) return;
        setWidgetFailed(true);
        notify.error(WIDGET_FAILED_MESSAGE);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, intent]);

  if (config.isLoading) {
    return (
      <Button variant="secondary" fullWidth disabled>
        Checking Google sign-in…
      </Button>
    );
  }

  const unavailableReason = config.isError
    ? 'Google sign-in is unavailable right now.'
    : !clientId
      ? 'Google sign-in is not configured on this server'
      : widgetFailed
        ? WIDGET_FAILED_MESSAGE
        : null;

  if (unavailableReason) {
    return (
      <Wrap>
        <Button variant="secondary" fullWidth disabled aria-describedby={explanationId}>
          Continue with Google
        </Button>
        <Explanation id={explanationId}>{unavailableReason}</Explanation>
      </Wrap>
    );
  }

  return (
    <Wrap aria-busy={signingIn || undefined}>
      <WidgetSlot ref={slotRef} data-testid="google-sign-in-widget" />
    </Wrap>
  );
}
