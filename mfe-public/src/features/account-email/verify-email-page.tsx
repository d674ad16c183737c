import { normalizeApiError, useResendVerificationMutation, useVerifyEmailMutation } from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import { homePathForRole, userUpdated, useSession } from '@oddslab/shared/session';
import { useAppDispatch } from '@oddslab/shared/store';
import { Button, ButtonLink } from '@oddslab/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { MAILED_TOKEN_FORMAT } from '../auth-rules/auth-rules';
import { StatusPanel } from './status-panel';
import { useLinkToken } from './use-link-token';

type Outcome =
  | { state: 'checking' }
  | { state: 'verified'; message: string; email: string }
  | { state: 'refused'; message: string };

const INCOMPLETE_LINK = 'This link is incomplete. Open the newest verification mail again, or ask for a new link.';

/** Opened from the verification mail: sends the link's token to the API and says what came of it. */
export function VerifyEmailPage() {
  const token = useLinkToken();
  const { user, isSignedIn } = useSession();
  const dispatch = useAppDispatch();
  const [verifyEmail] = useVerifyEmailMutation();
  const [resend, { isLoading: resending, isSuccess: resent }] = useResendVerificationMutation();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token && MAILED_TOKEN_FORMAT.test(token) ? { state: 'checking' } : { state: 'refused', message: INCOMPLETE_LINK },
  );
  // The token is single use: send it once, even if the page mounts twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || outcome.state !== 'checking' || !token) return;
    sent.current = true;
    verifyEmail({ token })
      .unwrap()
      .then(
        (answer) => setOutcome({ state: 'verified', ...answer }),
        (failure: unknown) => setOutcome({ state: 'refused', message: normalizeApiError(failure).message }),
      );
  }, [outcome.state, token, verifyEmail]);

  // The signed-in user (who may finish loading after the answer) loses the banner when it was their address.
  const verifiedEmail = outcome.state === 'verified' ? outcome.email : null;
  useEffect(() => {
    if (verifiedEmail !== null && user?.email === verifiedEmail && !user.emailVerified) {
      dispatch(userUpdated({ emailVerified: true }));
    }
  }, [verifiedEmail, user, dispatch]);

  const askAgain = async () => {
    try {
      const answer = await resend().unwrap();
      notify.success(answer.message);
    } catch (failure) {
      notify.error(normalizeApiError(failure).message);
    }
  };

  if (outcome.state === 'checking') {
    return (
      <StatusPanel title="Checking your link…" tone="working">
        <p>One moment while we confirm your e-mail address.</p>
      </StatusPanel>
    );
  }
  if (outcome.state === 'verified') {
    return (
      <StatusPanel
        title="E-mail address verified"
        tone="success"
        actions={
          isSignedIn && user ? (
            <ButtonLink to={homePathForRole(user.role)}>Continue</ButtonLink>
          ) : (
            <ButtonLink to="/login">Log in</ButtonLink>
          )
        }
      >
        <p>{outcome.message}</p>
      </StatusPanel>
    );
  }
  const canResend = isSignedIn && user !== null && !user.emailVerified;
  return (
    <StatusPanel
      title="This link did not work"
      tone="problem"
      actions={
        canResend ? (
          <Button onClick={askAgain} disabled={resending || resent}>
            {resent ? 'New link sent' : resending ? 'Sending...' : 'Send a new link'}
          </Button>
        ) : (
          !isSignedIn && <ButtonLink to="/login">Log in to ask for a new link</ButtonLink>
        )
      }
    >
      <p>{outcome.message}</p>
    </StatusPanel>
  );
}
