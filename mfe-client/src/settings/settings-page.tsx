import { useSession } from '@oddslab/shared/session';
import { Card, PageTitle, Tabs } from '@oddslab/shared/ui';
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

/** /client/settings: profile card beside the Notifications, Change Password and My Subscriptions tabs. */
export function SettingsPage() {
  const { displayName } = useSession();
  return (
    <>
      <PageTitle documentTitle="Settings · Client portal">Settings for {displayName}</PageTitle>
      <Layout>
        <ProfileCard />
        <Card>
          <Tabs label="Settings sections" tabs={SETTINGS_TABS} defaultSelectedId="notifications" />
        </Card>
      </Layout>
    </>
  );
}
