import type { Package } from '@oddslab/shared/contract';
import { buildAdmin, buildPackage, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PackageManagementPage } from './package-management-page';

const FREE = buildPackage({
  id: 1,
  name: 'Free',
  description: null,
  functions: ['FIXTURES'],
  billingCycle: 'NONE',
  price: 0,
  signupDefault: true,
});
const BASIC = buildPackage({
  id: 2,
  name: 'Basic',
  description: 'Starter plan',
  functions: ['FIXTURES', 'ALERTS'],
  price: 9.99,
});
const PRO = buildPackage({
  id: 3,
  name: 'Pro',
  description: null,
  functions: ['FIXTURES', 'PREDICTIONS'],
  billingCycle: 'YEARLY',
  price: 119.5,
});

function renderPage() {
  return renderWithProviders(<PackageManagementPage />, {
    route: '/admin/packages',
    preloadedState: { session: { user: buildAdmin(), status: 'signedIn' } },
  });
}

/** An in-memory packages resource so list reloads show what each change did. */
function packagesServer(initial: Package[]) {
  let packages = [...initial];
  let nextId = 10;
  return mockFetch({
    'GET /api/packages': () => ({ body: packages }),
    'POST /api/packages': ({ body }) => {
      const created = buildPackage({ ...(body as Partial<Package>), id: nextId++ });
      packages = [...packages, created];
      return { status: 201, body: created };
    },
  });
}

describe('package management', () => {
  it('lists the packages in display order with their price, billing cycle and functions', async () => {
    packagesServer([FREE, BASIC, PRO]);
    renderPage();
    expect(screen.getByText('Loading packages...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Packages' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order', 'Name', 'Price', 'Description', 'Functions', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('FreeNew sign-ups');
    expect(rows[0]).toHaveTextContent('Free');
    expect(rows[1]).toHaveTextContent('2Basic£9.99 / monthStarter plan');
    expect(within(rows[1]!).getByRole('list', { name: 'Basic functions' })).toHaveTextContent('FIXTURESALERTS');
    expect(rows[2]).toHaveTextContent('£119.50 / year');
    expect(rows[2]).not.toHaveTextContent('New sign-ups');
    expect(within(rows[2]!).getByRole('button', { name: 'Edit Pro' })).toBeInTheDocument();
  });

  it('parses the functions text, shows what it drops and creates the package', async () => {
    const server = packagesServer([BASIC]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Packages' });

    await user.type(screen.getByLabelText('Package Name'), '  Elite ');
    await user.type(screen.getByLabelText('Description'), 'For professionals');
    await user.type(screen.getByLabelText('Functions (comma-separated)'), ' ALERTS, casino,VISUALIZATIONS , ,ALERTS');
    expect(screen.getByText('ALERTS, VISUALIZATIONS')).toBeInTheDocument();
    expect(screen.getByText('Not allowed, will be dropped: casino')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText('Package created successfully')).toBeInTheDocument();
    expect(server.callsTo('POST /api/packages')[0]?.body).toEqual({
      name: 'Elite',
      description: 'For professionals',
      functions: ['ALERTS', 'VISUALIZATIONS'],
      price: 0,
      billingCycle: 'MONTHLY',
      signupDefault: false,
    });
    const table = screen.getByRole('table', { name: 'Packages' });
    expect(await within(table).findByText('Elite')).toBeInTheDocument();
    expect(server.callsTo('GET /api/packages')).toHaveLength(2);
    expect(screen.getByLabelText('Package Name')).toHaveValue('');
  });

  it('requires a name before sending', async () => {
    const server = packagesServer([]);
    const { user } = renderPage();
    expect(await screen.findByText('No packages yet. Create the first one with the form.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Package Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Package name is required.');
    expect(server.callsTo('POST /api/packages')).toHaveLength(0);
    await user.type(screen.getByLabelText('Package Name'), 'A');
    expect(screen.queryByText('Package name is required.')).not.toBeInTheDocument();
  });

  it('toasts a failed create with the server message and keeps the input', async () => {
    const server = packagesServer([BASIC]);
    server.set({
      'POST /api/packages': {
        status: 409,
        body: { message: 'A package named Basic already exists', status: 409, details: null },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Packages' });
    await user.type(screen.getByLabelText('Package Name'), 'Basic');
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    expect(
      await screen.findByText('Failed to create package: A package named Basic already exists'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Package Name')).toHaveValue('Basic');
  });

  it("shows the server's field problems beside the fields", async () => {
    const server = packagesServer([BASIC]);
    server.set({
      'POST /api/packages': {
        status: 400,
        body: {
          message: 'Invalid body: description must be at most 500 characters',
          status: 400,
          details: [{ field: 'description', message: 'must be at most 500 characters' }],
        },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Packages' });
    await user.type(screen.getByLabelText('Package Name'), 'Verbose');
    await user.type(screen.getByLabelText('Description'), 'Long text');
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText('Description must be at most 500 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Failed to create package: Invalid body: description must be at most 500 characters'),
    ).toBeInTheDocument();
  });

  it('edits a package in a form with Update and Cancel', async () => {
    const server = packagesServer([BASIC, PRO]);
    server.set({
      'PUT /api/packages/3': ({ body }) => ({ body: { ...PRO, ...(body as object) } }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Pro' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Package' });
    expect(within(dialog).getByLabelText('Package Name')).toHaveValue('Pro');
    expect(within(dialog).getByLabelText('Functions (comma-separated)')).toHaveValue('FIXTURES, PREDICTIONS');
    expect(within(dialog).getByLabelText('Price (£)')).toHaveValue('119.50');
    expect(within(dialog).getByLabelText('Billing cycle')).toHaveValue('YEARLY');
    expect(within(dialog).getByLabelText('Display order')).toHaveValue('3');
    expect(within(dialog).getByLabelText('New sign-ups get this package')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Pro' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Package' });
    const functions = within(dialog).getByLabelText('Functions (comma-separated)');
    await user.clear(functions);
    await user.type(functions, 'FIXTURES, ODDS_COMPARISON, BETTING');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Package updated successfully')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/packages/3')[0]?.body).toEqual({
      name: 'Pro',
      description: null,
      functions: ['FIXTURES', 'ODDS_COMPARISON'],
      price: 119.5,
      billingCycle: 'YEARLY',
      displayOrder: 3,
      signupDefault: false,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/packages')).toHaveLength(2));
  });

  it('deletes after confirmation and reports a package still in use', async () => {
    const server = packagesServer([BASIC, PRO]);
    server.set({
      'DELETE /api/packages/2': {
        status: 409,
        body: { message: 'Package is in use by 3 users', status: 409, details: null },
      },
      'DELETE /api/packages/3': { status: 204 },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Basic' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Package' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the Basic package?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete package: Package is in use by 3 users')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Pro' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete Package' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE /api/packages/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Pro' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Package deleted successfully')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/packages/3')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET /api/packages').length).toBeGreaterThanOrEqual(2));
  });

  it('toasts a failed list load and retries', async () => {
    const server = mockFetch({
      'GET /api/packages': { status: 500, body: { message: 'x', status: 500, details: null } },
    });
    const { user } = renderPage();
    // The page's error and the toast (which arrives with react-toastify, fetched with the first toast).
    await waitFor(() => expect(screen.getAllByText('Failed to fetch packages')).toHaveLength(2));
    server.set({ 'GET /api/packages': { body: [BASIC] } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Packages' })).toHaveTextContent('Basic');
  });

  it('checks price, billing cycle and display order before sending, and sends a priced package', async () => {
    const server = packagesServer([BASIC]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Packages' });
    await user.type(screen.getByLabelText('Package Name'), 'Season Ticket');
    const price = screen.getByLabelText('Price (£)');
    const order = screen.getByLabelText('Display order');
    for (const [typed, billing, problem] of [
      ['9.999', 'MONTHLY', 'Enter the price in pounds and pence, e.g. 9.99.'],
      ['-5', 'MONTHLY', 'Enter the price in pounds and pence, e.g. 9.99.'],
      ['100000.01', 'MONTHLY', 'The price can be at most £100,000.'],
      ['5', 'NONE', 'A package without billing is free: set the price to 0 or choose a billing cycle.'],
    ] as const) {
      fireEvent.change(price, { target: { value: typed } });
      fireEvent.change(screen.getByLabelText('Billing cycle'), { target: { value: billing } });
      await user.click(screen.getByRole('button', { name: 'Create Package' }));
      expect(price).toHaveAccessibleDescription(`Per billing cycle, in pounds and pence ${problem}`);
    }
    fireEvent.change(order, { target: { value: '0' } });
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    expect(order).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a whole number from 1 to 1000.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/packages')).toHaveLength(0);

    fireEvent.change(price, { target: { value: '119.99' } });
    await user.selectOptions(screen.getByLabelText('Billing cycle'), 'Yearly');
    fireEvent.change(order, { target: { value: '1' } });
    await user.click(screen.getByLabelText('New sign-ups get this package'));
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText('Package created successfully')).toBeInTheDocument();
    expect(server.callsTo('POST /api/packages')[0]?.body).toEqual({
      name: 'Season Ticket',
      description: null,
      functions: [],
      price: 119.99,
      billingCycle: 'YEARLY',
      displayOrder: 1,
      signupDefault: true,
    });
  });

  it('shows the server refusing a price beside the price field', async () => {
    const server = packagesServer([BASIC]);
    server.set({
      'POST /api/packages': {
        status: 400,
        body: {
          message: 'Validation failed: price must be in whole pence',
          status: 400,
          details: [{ field: 'price', message: 'must be in whole pence' }],
        },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Packages' });
    await user.type(screen.getByLabelText('Package Name'), 'Odd');
    await user.click(screen.getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText('Price must be in whole pence')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (£)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the sign-up package ticked while editing it', async () => {
    packagesServer([FREE, BASIC]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Free' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Package' });
    const box = within(dialog).getByLabelText('New sign-ups get this package');
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'New sign-ups receive this package. To change that, tick this box on another package.',
    );
  });

  it('asks for the package new sign-ups receive instead before deleting the sign-up package', async () => {
    const server = packagesServer([FREE, BASIC, PRO]);
    server.set({ 'DELETE /api/packages/1': { status: 204 } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Free' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Package' });
    expect(dialog).toHaveTextContent('New sign-ups receive the Free package. Choose the package they receive instead');
    const replacement = within(dialog).getByLabelText('New sign-ups get');
    expect(replacement).toHaveFocus();
    expect(
      within(replacement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a package', 'Basic', 'Pro']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('Choose the package new sign-ups receive instead.')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/packages/1')).toHaveLength(0);

    await user.selectOptions(replacement, 'Basic');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Package deleted successfully')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/packages/1')[0]?.searchParams.get('replacementId')).toBe('2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says the only package cannot be deleted while new sign-ups receive it', async () => {
    packagesServer([FREE]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Free' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Package' });
    expect(dialog).toHaveTextContent('it is the only one: create the package they should receive first.');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
