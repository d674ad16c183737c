import { useSession } from '@oddslab/shared/session';
import { Card, PageTitle, Tabs } from '@oddslab/shared/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ChangePasswordTab } from './change-password-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileCard } from './profile-card';
import { SubscriptionsTab } from './subscriptions-tab';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.desktop} { grid-template-columns: 300px minmax(0, 1fr); }
`;

const SETTINGS_TABS = [
  { id: 'notifications', label: 'Notifications', content: <NotificationsTab /> },
  { id: 'password', label: 'Change Password', content: <ChangePasswordTab /> },
  { id: 'subscriptions', label: 'My Subscriptions', content: <SubscriptionsTab /> },
] as const;

type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];
const DEFAULT_TAB: SettingsTabId = 'notifications';

/**
 * /client/settings: profile card beside the Notifications, Change Password and My Subscriptions tabs. The open tab
 * is in the address (`?tab=subscriptions`), so upgrade links land on My Subscriptions and a reload keeps the tab.
 */
export function SettingsPage() {
  const { displayName } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = SETTINGS_TABS.find((candidate) => candidate.id === requested)?.id ?? DEFAULT_TAB;
  const selectTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageTitle documentTitle="Settings · Client portal">Settings for {displayName}</PageTitle>
      <Layout>
        <ProfileCard />
        <Card>
          <Tabs label="Settings sections" tabs={SETTINGS_TABS} selectedId={tab} onChange={selectTab} />
        </Card>
      </Layout>
    </>
  );
}
