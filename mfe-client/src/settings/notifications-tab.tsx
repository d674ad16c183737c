import {
  normalizeApiError,
  useGetNotificationSettingsByUserQuery,
  useUpdateNotificationSettingsMutation,
} from '@oddslab/shared/api';
import type { ClientNotificationSettings } from '@oddslab/shared/contract';
import { notify } from '@oddslab/shared/notify';
import { useSession } from '@oddslab/shared/session';
import { Button, CheckboxField, ConfirmDialog, ErrorState, LoadingState } from '@oddslab/shared/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

type Preferences = Pick<
  ClientNotificationSettings,
  'enableNotifications' | 'highConfidencePredictionAlerts' | 'emailNotifications'
>;

// Spec §3: every preference is on until the saved record arrives.
const DEFAULT_PREFERENCES: Preferences = {
  enableNotifications: true,
  highConfidencePredictionAlerts: true,
  emailNotifications: true,
};

const OPTIONS: ReadonlyArray<{ key: keyof Preferences; label: string; description: string }> = [
  {
    key: 'enableNotifications',
    label: 'Enable Notifications',
    description: 'Receive general notifications about your account.',
  },
  {
    key: 'highConfidencePredictionAlerts',
    label: 'High-Confidence Prediction Alerts',
    description: 'Get notified when high-confidence predictions are available.',
  },
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'Receive notifications via email.',
  },
];

const SETTINGS_NOT_FOUND = 'Notification settings not found. Please try again.';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

function preferencesOf(settings: ClientNotificationSettings): Preferences {
  return {
    enableNotifications: settings.enableNotifications,
    highConfidencePredictionAlerts: settings.highConfidencePredictionAlerts,
    emailNotifications: settings.emailNotifications,
  };
}

function loadFailedMessage(error: unknown): string {
  return `Failed to load notification settings: ${normalizeApiError(error).message || 'Unknown error'}`;
}

/** Notification preferences: toggles stay local until a confirmed save persists them. */
export function NotificationsTab() {
  const { user } = useSession();
  const userId = user?.id;
  const settingsQuery = useGetNotificationSettingsByUserQuery(userId ?? skipToken);
  const [saveSettings, { isLoading: saving }] = useUpdateNotificationSettingsMutation();
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [confirming, setConfirming] = useState(false);
  const settings = settingsQuery.data;

  useEffect(() => {
    if (settings) setPreferences(preferencesOf(settings));
  }, [settings]);

  const loadFailure = settingsQuery.error;
  useEffect(() => {
    if (loadFailure) notify.error(loadFailedMessage(loadFailure));
  }, [loadFailure]);

  const save = async () => {
    setConfirming(false);
    if (userId == null || !settings?.id) {
      notify.error(SETTINGS_NOT_FOUND);
      return;
    }
    try {
      await saveSettings({ id: settings.id, body: { userId, ...preferences } }).unwrap();
      notify.success('Notification preferences saved successfully!');
    } catch (error) {
      notify.error(`Failed to save notification settings: ${normalizeApiError(error).message || 'Unknown error'}`);
    }
  };

  if (settingsQuery.isLoading) return <LoadingState message="Loading notification settings..." />;
  if (loadFailure) return <ErrorState message={loadFailedMessage(loadFailure)} onRetry={settingsQuery.refetch} />;

  return (
    <>
      <Fieldset disabled={saving}>
        <Legend>Notification preferences</Legend>
        {OPTIONS.map((option) => (
          <CheckboxField
            key={option.key}
            label={option.label}
            description={option.description}
            checked={preferences[option.key]}
            onChange={(event) => {
              const checked = event.target.checked;
              setPreferences((current) => ({ ...current, [option.key]: checked }));
            }}
          />
        ))}
      </Fieldset>
      <Button onClick={() => setConfirming(true)} disabled={saving}>
        {saving ? 'Saving...' : 'Save Preferences'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Confirm Changes"
        message="Are you sure you want to save your notification preferences?"
        confirmLabel="Yes, Save"
        cancelLabel="Cancel"
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
