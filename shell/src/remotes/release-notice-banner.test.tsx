import { buildUser, renderWithProviders } from '@oddslab/shared/testing';
import { screen } from '@testing-library/react';
import { ReleaseNoticeBanner } from './release-notice-banner';

const notice = 'mfe_admin 1.2.0 needs @oddslab/shared ^2.0.0, but the shell provides 1.0.0: 1.1.0 is live instead.';
const signedInAs = (role: 'ADMIN' | 'CLIENTS') => ({
  session: { user: buildUser({ role }), status: 'signedIn' as const },
});

describe('ReleaseNoticeBanner', () => {
  test('tells an admin which release is not running and why', () => {
    renderWithProviders(<ReleaseNoticeBanner notices={[notice]} showToEveryone={false} />, {
      preloadedState: signedInAs('ADMIN'),
    });
    expect(screen.getByRole('region', { name: 'Release notices' })).toHaveTextContent(notice);
  });

  test('stays hidden from clients and visitors unless the deployment is a QA one', () => {
    const { unmount } = renderWithProviders(<ReleaseNoticeBanner notices={[notice]} showToEveryone={false} />, {
      preloadedState: signedInAs('CLIENTS'),
    });
    expect(screen.queryByRole('region', { name: 'Release notices' })).toBeNull();
    unmount();
    renderWithProviders(<ReleaseNoticeBanner notices={[notice]} showToEveryone />);
    expect(screen.getByRole('region', { name: 'Release notices' })).toBeInTheDocument();
  });

  test('shows nothing when every released version runs', () => {
    renderWithProviders(<ReleaseNoticeBanner notices={[]} showToEveryone />, { preloadedState: signedInAs('ADMIN') });
    expect(screen.queryByRole('region', { name: 'Release notices' })).toBeNull();
  });
});
