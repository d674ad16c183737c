import type { Package } from '@oddslab/shared/contract';
import { buildPackage, buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Portal } from '../portal/portal';
import { SettingsPage } from './settings-page';

const NOTIFICATIONS = {
  id: 12,
  userId: 7,
  enableNotifications: true,
  highConfidencePredictionAlerts: false,
  emailNotifications: true,
};

const PACKAGES: Package[] = [
  buildPackage({ id: 1, name: 'Free', description: null, functions: ['FIXTURES'], billingCycle: 'NONE', price: 0 }),
  buildPackage({ id: 2, name: 'Basic', description: 'Fixtures, predictions and alerts', price: 9 }),
  buildPackage({ id: 3, name: 'Pro', description: 'Everything but visualizations', price: 29 }),
  buildPackage({
    id: 4,
    name: 'Ultimate',
    description: 'All six features',
    functions: ['ALERTS', 'FIXTURES', 'PREDICTIONS', 'ODDS_COMPARISON', 'RECOMMENDATIONS', 'VISUALIZATIONS'],
    price: 59,
  }),
];

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderSettings(user = buildUser(), ui = <SettingsPage />) {
  return renderWithProviders(ui, {
    route: '/client/settings',
    path: '/client/*',
    preloadedState: { session: { user, status: 'signedIn' } },
  });
}

describe('settings profile card', () => {
  it('greets the user and shows name, joined date and email', () => {
    mockFetch({ 'GET /api/client-notifications/user/7': { body: NOTIFICATIONS } });
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings for Priya Perera' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Profile' });
    expect(within(card).getByRole('img', { name: 'Priya Perera' }).firstElementChild).toHaveAttribute(
      'data-initials',
      'P',
    );
    expect(card).toHaveTextContent('Full NamePriya Perera');
    expect(card).toHaveTextContent('Joined Date2026-01-15');
    expect(card).toHaveTextContent('Emailpro@oddslab.local');
  });

  it("shows 'NM', 'Guest' and the date fallbacks", () => {
    mockFetch({ 'GET /api/client-notifications/user/7': { body: NOTIFICATIONS } });
    const { unmount } = renderSettings(buildUser({ name: '', createdDate: 'not a date' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Settings for Guest' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Profile' })).getByRole('img', { name: 'Guest' }).firstElementChild,
    ).toHaveAttribute('data-initials', 'NM');
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Joined DateInvalid Date');
    unmount();
    renderSettings(buildUser({ createdDate: '' }));
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Joined DateN/A');
  });
});

describe('edit profile modal', () => {
  it('validates before sending anything', async () => {
    const fetchMock = mockFetch({ 'GET /api/client-notifications/user/7': { body: NOTIFICATIONS } });
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByLabelText('Name');
    const email = within(dialog).getByLabelText('Email');
    expect(name).toHaveValue('Priya Perera');
    expect(email).toHaveValue('pro@oddslab.local');

    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name and email are required.');

    await user.clear(name);
    await user.type(name, 'Priya');
    await user.clear(email);
    await user.type(email, 'priya@example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetchMock.callsTo('PUT /api/users/7/profile')).toHaveLength(0);
  });

  it('saves, updates the session user and closes', async () => {
    const reply = deferred<{ body: unknown }>();
    const fetchMock = mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'PUT /api/users/7/profile': () => reply.promise,
    });
    const { user, store } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), '  Priya Silva ');
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'priya@example.com');
    // A new address takes the current password.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter your current password to change your e-mail address.',
    );
    await user.type(within(dialog).getByLabelText('Current password'), 'current-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    reply.resolve({ body: buildUser({ name: 'Priya Silva', email: 'priya@example.com' }) });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.callsTo('PUT /api/users/7/profile')[0]?.body).toEqual({
      name: 'Priya Silva',
      email: 'priya@example.com',
      currentPassword: 'current-pass-1',
    });
    expect(store.getState().session.user).toMatchObject({ name: 'Priya Silva', email: 'priya@example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings for Priya Silva' })).toBeInTheDocument();
  });

  it('shows the failure inline and starts clean when reopened', async () => {
    mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'PUT /api/users/7/profile': {
        status: 409,
        body: {
          message: 'Email already in use',
          status: 409,
          details: [{ field: 'email', message: 'is already registered' }],
        },
      },
    });
    const { user, store } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'taken@example.com');
    await user.type(within(dialog).getByLabelText('Current password'), 'current-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The server's reason, on the field it concerns.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email is already registered.');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email is already registered.');
    expect(store.getState().session.user?.email).toBe('pro@oddslab.local');

    await user.click(within(dialog).getByRole('button', { name: 'Close edit profile' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const reopened = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(reopened).getByLabelText('Email')).toHaveValue('pro@oddslab.local');
    await user.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('notifications tab', () => {
  it('loads the saved preferences and saves them only after confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'PUT /api/client-notifications/12': ({ body }) => ({ body: { id: 12, ...(body as object) } }),
    });
    const { user } = renderSettings();
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Loading notification settings...')).toBeInTheDocument();

    const general = await screen.findByRole('checkbox', { name: 'Enable Notifications' });
    const highConfidence = screen.getByRole('checkbox', { name: 'High-Confidence Prediction Alerts' });
    const email = screen.getByRole('checkbox', { name: 'Email Notifications' });
    expect(general).toBeChecked();
    expect(highConfidence).not.toBeChecked();
    expect(email).toBeChecked();
    expect(screen.getByText('Get notified when high-confidence predictions are available.')).toBeInTheDocument();

    await user.click(general);
    await user.click(highConfidence);
    expect(general).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Confirm Changes' });
    expect(dialog).toHaveTextContent('Are you sure you want to save your notification preferences?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.callsTo('PUT /api/client-notifications/12')).toHaveLength(0);
    expect(general).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    dialog = screen.getByRole('alertdialog', { name: 'Confirm Changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Save' }));
    expect(await screen.findByText('Notification preferences saved successfully!')).toBeInTheDocument();
    expect(fetchMock.callsTo('PUT /api/client-notifications/12')[0]?.body).toEqual({
      userId: 7,
      enableNotifications: false,
      highConfidencePredictionAlerts: true,
      emailNotifications: true,
    });
  });

  it('reports load and save failures', async () => {
    const fetchMock = mockFetch({
      'GET /api/client-notifications/user/7': {
        status: 403,
        body: { message: 'Forbidden', status: 403, details: null },
      },
    });
    const { user } = renderSettings();
    expect(await screen.findAllByText('Failed to load notification settings: Forbidden')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    fetchMock.set({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'PUT /api/client-notifications/12': {
        status: 500,
        body: { message: 'Database offline', status: 500, details: null },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Save' }));
    expect(await screen.findByText('Failed to save notification settings: Database offline')).toBeInTheDocument();
  });
});

describe('settings without a signed-in user', () => {
  function renderAsGuest() {
    return renderWithProviders(<SettingsPage />, { route: '/client/settings', path: '/client/*' });
  }

  it('refuses to save notification preferences that were never loaded', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderAsGuest();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Save' }));
    expect(await screen.findByText('Notification settings not found. Please try again.')).toBeInTheDocument();
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('asks to log in again before changing a package', async () => {
    const fetchMock = mockFetch({ 'GET /api/packages': { body: PACKAGES } });
    const { user } = renderAsGuest();
    await user.click(screen.getByRole('tab', { name: 'My Subscriptions' }));
    const free = await screen.findByRole('listitem', { name: 'Free package' });
    await user.click(within(free).getByRole('button', { name: /Upgrade/ }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User ID is missing. Please log in again.')).toBeInTheDocument();
    expect(fetchMock.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('asks to log in again before saving a profile or a password', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderAsGuest();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.type(within(dialog).getByLabelText('Name'), 'Guest User');
    await user.type(within(dialog).getByLabelText('Email'), 'guest@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('User ID is missing. Please log in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('tab', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('User ID is missing. Please log in again.');
    expect(fetchMock.calls).toHaveLength(0);
  });
});

describe('change password tab', () => {
  async function openPasswordTab() {
    const rendered = renderSettings();
    await rendered.user.click(screen.getByRole('tab', { name: 'Change Password' }));
    return rendered;
  }

  it('shows the hints and keeps submit disabled until the new password is valid and confirmed', async () => {
    mockFetch({ 'GET /api/client-notifications/user/7': { body: NOTIFICATIONS } });
    const { user } = await openPasswordTab();
    const submit = screen.getByRole('button', { name: 'Update Password' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('New Password'), '-enough');
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm New Password'), '-enough');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('toggles each field between hidden and shown', async () => {
    mockFetch({ 'GET /api/client-notifications/user/7': { body: NOTIFICATIONS } });
    const { user } = await openPasswordTab();
    const current = screen.getByLabelText('Current Password');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(current).toHaveAttribute('type', 'text');
  });

  it('disables the form while updating, then confirms and clears the fields', async () => {
    const reply = deferred<{ body: unknown }>();
    const fetchMock = mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'PUT /api/users/7/password': () => reply.promise,
    });
    const { user } = await openPasswordTab();
    await user.type(screen.getByLabelText('Current Password'), 'old-password');
    await user.type(screen.getByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(screen.getByLabelText('Current Password')).toBeDisabled();
    expect(screen.getByLabelText('New Password')).toBeDisabled();
    reply.resolve({ body: { message: 'Password updated' } });

    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully!');
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
    expect(fetchMock.callsTo('PUT /api/users/7/password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmPassword: 'new-password',
    });

    await user.type(screen.getByLabelText('Current Password'), 'x');
    expect(screen.queryByText('Password updated successfully!')).not.toBeInTheDocument();
  });

  it('shows the server reason on the field it concerns and clears it when the user edits the field', async () => {
    mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'PUT /api/users/7/password': {
        status: 400,
        body: {
          message: 'Validation failed: currentPassword is incorrect',
          status: 400,
          details: [{ field: 'currentPassword', message: 'is incorrect' }],
        },
      },
    });
    const { user } = await openPasswordTab();
    await user.type(screen.getByLabelText('Current Password'), 'wrong-password');
    await user.type(screen.getByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const current = screen.getByLabelText('Current Password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current Password is incorrect.'));
    expect(screen.getByLabelText('New Password')).toHaveValue('new-password');

    await user.type(current, '!');
    expect(current).not.toHaveAccessibleDescription('Current Password is incorrect.');
  });

  it('says why when the failure concerns no field', async () => {
    mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'PUT /api/users/7/password': 'network-error',
    });
    const { user } = await openPasswordTab();
    await user.type(screen.getByLabelText('Current Password'), 'old-password');
    await user.type(screen.getByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Failed to update password: Unable to connect to the server. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('my subscriptions tab', () => {
  async function openSubscriptions(user = buildUser(), ui = <SettingsPage />) {
    const rendered = renderSettings(user, ui);
    await rendered.user.click(screen.getByRole('tab', { name: 'My Subscriptions' }));
    return rendered;
  }

  it('shows each package with the right action and the subscription details', async () => {
    const packagesReply = deferred<{ body: unknown }>();
    mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'GET /api/packages': () => packagesReply.promise,
    });
    await openSubscriptions();
    expect(screen.getByText('Loading packages...')).toBeInTheDocument();
    packagesReply.resolve({ body: PACKAGES });

    const free = await screen.findByRole('listitem', { name: 'Free package' });
    expect(free).toHaveTextContent('No description available');
    expect(free).toHaveTextContent('£0.00 / month');
    expect(within(free).getByRole('button', { name: /Downgrade/ })).toBeEnabled();
    const pro = screen.getByRole('listitem', { name: 'Pro package' });
    expect(within(pro).getByRole('button', { name: /Current Plan/ })).toBeDisabled();
    expect(pro).toHaveTextContent('£29.00');
    const ultimate = screen.getByRole('listitem', { name: 'Ultimate package' });
    expect(within(ultimate).getByRole('button', { name: /Upgrade/ })).toBeEnabled();
    expect(within(within(ultimate).getByRole('list')).getAllByRole('listitem')).toHaveLength(6);

    const details = screen.getByRole('region', { name: 'Subscription Details' });
    expect(details).toHaveTextContent('Subscription Date11/1/2026');
    expect(details).toHaveTextContent('Expiration Date12/1/2026');
  });

  it('shows N/A without subscription dates and a message without packages', async () => {
    mockFetch({ 'GET /api/client-notifications/user/7': { body: NOTIFICATIONS }, 'GET /api/packages': { body: [] } });
    await openSubscriptions(buildUser({ subscriptionDate: null, expirationDate: null }));
    expect(await screen.findByText('No packages available.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Subscription Details' })).toHaveTextContent(
      'Subscription DateN/AExpiration DateN/A',
    );
  });

  it('upgrades after confirmation, updates the session and the link bar', async () => {
    const ultimate = PACKAGES[3]!;
    const fetchMock = mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'GET /api/packages': { body: PACKAGES },
      'PATCH /api/users/7/package': {
        body: {
          packageIdLink: 4,
          packageData: { ...ultimate, price: undefined },
          subscriptionDate: '2026-11-22T10:00:00.000Z',
          expirationDate: '2026-12-22T10:00:00.000Z',
        },
      },
    });
    const { user, store } = await openSubscriptions(buildUser(), <Portal />);
    const linkBar = screen.getByRole('navigation', { name: 'Your package features' });
    expect(within(linkBar).queryByRole('link', { name: 'Visualizations' })).not.toBeInTheDocument();

    const card = await screen.findByRole('listitem', { name: 'Ultimate package' });
    await user.click(within(card).getByRole('button', { name: /Upgrade/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Package Upgrade' });
    expect(dialog).toHaveTextContent('Are you sure you want to upgrade to the Ultimate package?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Successfully upgraded to Ultimate!')).toBeInTheDocument();
    expect(fetchMock.callsTo('PATCH /api/users/7/package')[0]?.searchParams.get('packageId')).toBe('4');
    expect(store.getState().session.user).toMatchObject({
      packageIdLink: 4,
      subscriptionDate: '2026-11-22T10:00:00.000Z',
      expirationDate: '2026-12-22T10:00:00.000Z',
    });
    expect(within(linkBar).getByRole('link', { name: 'Visualizations' })).toHaveAttribute(
      'href',
      '/client/visualizations',
    );
    expect(within(card).getByRole('button', { name: /Current Plan/ })).toBeDisabled();
    expect(
      within(screen.getByRole('listitem', { name: 'Pro package' })).getByRole('button', { name: /Downgrade/ }),
    ).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Subscription Details' })).toHaveTextContent('Expiration Date12/22/2026');
  });

  it('does nothing when the downgrade is cancelled and reports a failed one', async () => {
    const fetchMock = mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'GET /api/packages': { body: PACKAGES },
      'PATCH /api/users/7/package': { status: 404, body: { message: 'Package not found', status: 404, details: null } },
    });
    const { user, store } = await openSubscriptions();
    const basic = await screen.findByRole('listitem', { name: 'Basic package' });
    await user.click(within(basic).getByRole('button', { name: /Downgrade/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Package Downgrade' });
    expect(dialog).toHaveTextContent('Are you sure you want to downgrade to the Basic package?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.callsTo('PATCH /api/users/7/package')).toHaveLength(0);

    await user.click(within(basic).getByRole('button', { name: /Downgrade/ }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to downgrade package: Package not found')).toBeInTheDocument();
    expect(store.getState().session.user?.packageIdLink).toBe(3);
  });

  it('reports a failed package load', async () => {
    mockFetch({
      'GET /api/client-notifications/user/7': { body: NOTIFICATIONS },
      'GET /api/packages': 'network-error',
    });
    await openSubscriptions();
    expect(
      await screen.findAllByText('Failed to load packages: Unable to connect to the server. Please try again later.'),
    ).not.toHaveLength(0);
  });
});
