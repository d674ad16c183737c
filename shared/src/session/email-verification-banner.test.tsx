import { screen } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '../testing';
import { EmailVerificationBanner } from './email-verification-banner';

describe('EmailVerificationBanner', () => {
  it('asks an unverified user to confirm and resends the link on request', async () => {
    const mock = mockFetch({
      'POST /api/auth/resend-verification': {
        status: 202,
        body: { message: 'A new verification link is on its way to pro@oddslab.local.' },
      },
    });
    const { user } = renderWithProviders(<EmailVerificationBanner />, {
      preloadedState: { session: { user: buildUser({ emailVerified: false }), status: 'signedIn' } },
    });
    const banner = screen.getByRole('region', { name: 'E-mail verification' });
    expect(banner).toHaveTextContent('Please confirm your e-mail address: open the link we sent to pro@oddslab.local.');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('A new verification link is on its way to pro@oddslab.local.')).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/resend-verification')).toHaveLength(1);
  });

  it('shows the limit when Resend was used too often', async () => {
    mockFetch({
      'POST /api/auth/resend-verification': {
        status: 429,
        body: { message: 'Too many attempts. Please try again in 15 minutes.', status: 429, details: null },
      },
    });
    const { user } = renderWithProviders(<EmailVerificationBanner />, {
      preloadedState: { session: { user: buildUser({ emailVerified: false }), status: 'signedIn' } },
    });
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Too many attempts. Please try again in 15 minutes.')).toBeInTheDocument();
  });

  it('is not shown to verified users or visitors', () => {
    mockFetch();
    const { unmount } = renderWithProviders(<EmailVerificationBanner />, {
      preloadedState: { session: { user: buildUser(), status: 'signedIn' } },
    });
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<EmailVerificationBanner />);
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).not.toBeInTheDocument();
  });
});
