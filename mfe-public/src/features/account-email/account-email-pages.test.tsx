import { buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { UnsubscribePage } from './unsubscribe-page';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'T'.repeat(43);
const SAME_ANSWER = 'If an account uses that address, a link to choose a new password is on its way.';

describe('ForgotPasswordPage', () => {
  it('checks the address, then shows the server’s answer (the same for every address)', async () => {
    const mock = mockFetch({ 'POST /api/auth/forgot-password': { status: 202, body: { message: SAME_ANSWER } } });
    const { user } = renderWithProviders(<ForgotPasswordPage />, {
      route: '/forgot-password',
      path: '/forgot-password',
    });
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(mock.callsTo('POST /api/auth/forgot-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    expect(mock.callsTo('POST /api/auth/forgot-password')[0].body).toEqual({ email: 'ada@example.com' });
  });

  it('says when too many links were asked for', async () => {
    mockFetch({
      'POST /api/auth/forgot-password': {
        status: 429,
        body: { message: 'Too many attempts. Please try again in 15 min.', status: 429, details: null },
      },
    });
    const { user } = renderWithProviders(<ForgotPasswordPage />, {
      route: '/forgot-password',
      path: '/forgot-password',
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 15 min.');
  });
});

describe('ResetPasswordPage', () => {
  it('applies the sign-up password rules, sends the token once and says that every session ended', async () => {
    const done = 'Your password has been changed and every session of your account has been signed out.';
    const mock = mockFetch({ 'POST /api/auth/reset-password': { body: { message: done } } });
    const { user, store, currentLocation } = renderWithProviders(<ResetPasswordPage />, {
      route: `/reset-password?token=${TOKEN}`,
      path: '/reset-password',
      preloadedState: { session: { user: buildUser(), status: 'signedIn' } },
    });
    // The single-use token leaves the address bar at once.
    await waitFor(() => expect(currentLocation()).toBe('/reset-password'));

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByText(done)).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/reset-password')[0].body).toEqual({
      token: TOKEN,
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(store.getState().session.status).toBe('signedOut');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s refusal of a used or expired link', async () => {
    mockFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: {
          message: 'This link is not valid: it may have expired or been used already.',
          status: 400,
          details: null,
        },
      },
    });
    const { user } = renderWithProviders(<ResetPasswordPage />, {
      route: `/reset-password?token=${TOKEN}`,
      path: '/reset-password',
    });
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it may have expired or been used already');
  });

  it('explains a link without a token', () => {
    mockFetch();
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('VerifyEmailPage', () => {
  it('verifies once and drops the banner flag of the signed-in user whose address it was', async () => {
    const mock = mockFetch({
      'POST /api/auth/verify-email': {
        body: { message: 'Thank you: pro@oddslab.local is verified.', email: 'pro@oddslab.local' },
      },
    });
    const { store } = renderWithProviders(<VerifyEmailPage />, {
      route: `/verify-email?token=${TOKEN}`,
      path: '/verify-email',
      preloadedState: { session: { user: buildUser({ emailVerified: false }), status: 'signedIn' } },
    });
    expect(screen.getByRole('heading', { name: 'Checking your link…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'E-mail address verified' })).toBeInTheDocument();
    expect(screen.getByText('Thank you: pro@oddslab.local is verified.')).toBeInTheDocument();
    expect(store.getState().session.user?.emailVerified).toBe(true);
    expect(mock.callsTo('POST /api/auth/verify-email')).toHaveLength(1);
    expect(mock.callsTo('POST /api/auth/verify-email')[0].body).toEqual({ token: TOKEN });
  });

  it('offers a new link to a signed-in, unverified user when the link is refused', async () => {
    const mock = mockFetch({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { message: 'This link is not valid: it may have expired.', status: 400, details: null },
      },
      'POST /api/auth/resend-verification': {
        status: 202,
        body: { message: 'A new verification link is on its way.' },
      },
    });
    const { user } = renderWithProviders(<VerifyEmailPage />, {
      route: `/verify-email?token=${TOKEN}`,
      path: '/verify-email',
      preloadedState: { session: { user: buildUser({ emailVerified: false }), status: 'signedIn' } },
    });
    expect(await screen.findByText('This link is not valid: it may have expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('button', { name: 'New link sent' })).toBeDisabled();
    expect(mock.callsTo('POST /api/auth/resend-verification')).toHaveLength(1);
  });
});

describe('UnsubscribePage', () => {
  it('unsubscribes with one visit and says so', async () => {
    const token = `7.${'S'.repeat(43)}`;
    const mock = mockFetch({
      'POST /api/mail/unsubscribe': { body: { message: 'You will receive no more alert e-mails from OddsLab.' } },
    });
    renderWithProviders(<UnsubscribePage />, { route: `/unsubscribe?token=${token}`, path: '/unsubscribe' });
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(mock.callsTo('POST /api/mail/unsubscribe')).toHaveLength(1);
    expect(mock.callsTo('POST /api/mail/unsubscribe')[0].searchParams.get('token')).toBe(token);
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/client/settings');
  });
});
