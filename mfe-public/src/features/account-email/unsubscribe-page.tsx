import { normalizeApiError, useUnsubscribeFromAlertMailMutation } from '@oddslab/shared/api';
import { ButtonLink } from '@oddslab/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { StatusPanel } from './status-panel';
import { useLinkToken } from './use-link-token';

type Outcome = { state: 'working' } | { state: 'done' | 'refused'; message: string };

const SETTINGS = (
  <ButtonLink to="/client/settings" variant="secondary">
    Notification settings
  </ButtonLink>
);

/** The unsubscribe link of an alert mail: one click, no sign-in, effective at once. */
export function UnsubscribePage() {
  const token = useLinkToken();
  const [unsubscribe] = useUnsubscribeFromAlertMailMutation();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'working' } : { state: 'refused', message: 'This unsubscribe link is incomplete.' },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    unsubscribe(token)
      .unwrap()
      .then(
        (answer) => setOutcome({ state: 'done', message: answer.message }),
        (failure: unknown) => setOutcome({ state: 'refused', message: normalizeApiError(failure).message }),
      );
  }, [token, unsubscribe]);

  if (outcome.state === 'working') {
    return (
      <StatusPanel title="Unsubscribing…" tone="working">
        <p>One moment.</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      title={outcome.state === 'done' ? 'You are unsubscribed' : 'This link did not work'}
      tone={outcome.state === 'done' ? 'success' : 'problem'}
      actions={SETTINGS}
    >
      <p>{outcome.message}</p>
    </StatusPanel>
  );
}
