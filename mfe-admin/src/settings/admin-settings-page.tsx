import { PageTitle } from '@oddslab/shared/ui';

/** /admin/settings: the spec gives this page a heading only. */
export function AdminSettingsPage() {
  return <PageTitle documentTitle="Settings · Admin console">Settings</PageTitle>;
}
