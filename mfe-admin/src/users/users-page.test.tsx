import type { Page, User } from '@oddslab/shared/contract';
import { buildAdmin, buildPackage, buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { UsersPage } from './users-page';

const ADMIN = buildAdmin();
const PRIYA = buildUser({ id: 7, name: 'Priya Perera', email: 'priya@example.com' });
const OMAR = buildUser({
  id: 8,
  name: 'Omar Diaz',
  email: 'omar@example.com',
  deactivatedAt: '2026-11-20T10:00:00.000Z',
});
const BASIC = buildPackage({ id: 2, name: 'Basic' });
const ULTIMATE = buildPackage({ id: 4, name: 'Ultimate' });

function renderPage() {
  return renderWithProviders(<UsersPage />, {
    route: '/admin/users',
    preloadedState: { session: { user: ADMIN, status: 'signedIn' } },
  });
}

const pageOf = (content: User[], overrides: Partial<Page<User>> = {}): Page<User> => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  page: 0,
  size: 10,
  ...overrides,
});

/** An in-memory users resource answering the page query and the admin changes of each user. */
function usersServer(initial: User[]) {
  let users = [...initial];
  const replace = (id: number, change: Partial<User>) => {
    users = users.map((user) => (user.id === id ? { ...user, ...change } : user));
    return { body: users.find((user) => user.id === id) };
  };
  const perUser = Object.fromEntries(
    initial.flatMap((user) => [
      [
        `PATCH /api/users/${user.id}/status`,
        ({ body }: { body: unknown }) => {
          const { active } = body as { active: boolean };
          return replace(user.id, { deactivatedAt: active ? null : '2026-11-25T10:00:00.000Z' });
        },
      ],
      [
        `PATCH /api/users/${user.id}/role`,
        ({ body }: { body: unknown }) => replace(user.id, { role: (body as Pick<User, 'role'>).role }),
      ],
    ]),
  );
  return mockFetch({
    'GET /api/users/page': ({ searchParams }) => {
      const search = searchParams.get('search')?.toLowerCase();
      const matching = search
        ? users.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search))
        : users;
      return { body: pageOf(matching) };
    },
    'GET /api/packages': { body: [BASIC, ULTIMATE] },
    ...perUser,
  });
}

describe('users page', () => {
  it('lists users with role, package and status, marks yourself and locks your own role and status', async () => {
    usersServer([ADMIN, PRIYA, OMAR]);
    renderPage();
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name▲', 'Email↕', 'Role↕', 'Package↕', 'Status', 'Joined↕', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Ada Admin (you)');
    expect(rows[1]).toHaveTextContent('Priya Perera');
    expect(rows[1]).toHaveTextContent('Client');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Deactivated');
    expect(screen.getByRole('button', { name: 'Change role of Ada Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate Ada Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reactivate Omar Diaz' })).toBeEnabled();
    expect(screen.getByText('Showing 1–3 of 3 users')).toBeInTheDocument();
  });

  it('sorts by a column header, toggling the direction, and goes back to the first page', async () => {
    const server = usersServer([ADMIN, PRIYA]);
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    const emailHeader = within(table).getByRole('columnheader', { name: /Email/ });
    expect(emailHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(emailHeader).getByRole('button'));
    await waitFor(() => expect(emailHeader).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(emailHeader).getByRole('button'));
    await waitFor(() => expect(emailHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => {
      const last = server.callsTo('GET /api/users/page').at(-1)!.searchParams;
      expect([last.get('sort'), last.get('direction'), last.get('page')]).toEqual(['email', 'DESC', '0']);
    });
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const server = usersServer([ADMIN, PRIYA, OMAR]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Users' });
    const searches = () => server.callsTo('GET /api/users/page').filter((call) => call.searchParams.has('search'));
    await user.type(screen.getByLabelText('Search users'), 'zzz');
    // Nothing is sent per key stroke: only once the typing pauses.
    expect(searches()).toHaveLength(0);
    expect(await screen.findByText('No users match “zzz”.')).toBeInTheDocument();
    expect(searches().map((call) => call.searchParams.get('search'))).toEqual(['zzz']);
    await user.clear(screen.getByLabelText('Search users'));
    await user.type(screen.getByLabelText('Search users'), 'PRIYA');
    const table = screen.getByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Priya Perera')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('deactivates a user after confirmation', async () => {
    const server = usersServer([ADMIN, PRIYA]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Deactivate Priya Perera' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate user' });
    expect(dialog).toHaveTextContent('Deactivate Priya Perera (priya@example.com)? They are signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Priya Perera has been deactivated')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/users/7/status')[0]?.body).toEqual({ active: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reactivate Priya Perera' })).toBeInTheDocument();
  });

  it('cancelling a confirmation sends nothing', async () => {
    const server = usersServer([ADMIN, PRIYA]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Deactivate Priya Perera' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.callsTo('PATCH /api/users/7/status')).toHaveLength(0);
  });

  it("changes a user's role, and shows the server's refusal inline", async () => {
    const server = usersServer([ADMIN, PRIYA]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Change role of Priya Perera' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change role' });
    const confirm = within(dialog).getByRole('button', { name: 'Change role' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'ADMIN');
    server.set({
      'PATCH /api/users/7/role': {
        status: 409,
        body: { message: 'At least one administrator account must remain', status: 409, details: null },
      },
    });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'At least one administrator account must remain',
    );
    expect(
      await screen.findByText('Could not change role: At least one administrator account must remain'),
    ).toBeInTheDocument();
    server.set({ 'PATCH /api/users/7/role': { body: { ...PRIYA, role: 'ADMIN' } } });
    await user.click(confirm);
    expect(await screen.findByText('Priya Perera is now an Admin')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/users/7/role').at(-1)?.body).toEqual({ role: 'ADMIN' });
  });

  it("switches a user's package", async () => {
    const server = usersServer([ADMIN, PRIYA]);
    server.set({
      'PATCH /api/users/7/package': {
        body: {
          packageIdLink: 4,
          packageData: ULTIMATE,
          subscriptionDate: '2026-11-25T10:00:00.000Z',
          expirationDate: null,
        },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Change package of Priya Perera' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change package' });
    await within(dialog).findByRole('option', { name: 'Ultimate' });
    await user.selectOptions(within(dialog).getByLabelText('Package'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Change package' }));
    expect(await screen.findByText('Priya Perera is now on Ultimate')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/users/7/package')[0]?.searchParams.get('packageId')).toBe('4');
  });

  it('shows a retry when the list fails to load', async () => {
    const server = mockFetch({
      'GET /api/users/page': { status: 500, body: { message: 'Database down', status: 500, details: null } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('Failed to load users: Database down')).toBeInTheDocument();
    server.set({ 'GET /api/users/page': { body: pageOf([PRIYA]) } });
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('table', { name: 'Users' })).toHaveTextContent('Priya Perera');
  });
});
