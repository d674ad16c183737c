import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { RootState } from '../store/create-app-store';
import { buildUser } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { renderWithProviders } from '../testing/render-with-providers';
import { AccountMenu } from './account-menu';

const signedIn = { session: { user: buildUser({ name: 'Priya Perera' }), status: 'signedIn' as const } };
const loginRoute = <Route path="/login" element={<h1>Login page</h1>} />;

function renderMenu(preloadedState: Partial<RootState> = signedIn) {
  return renderWithProviders(
    <>
      <AccountMenu />
      <p>Elsewhere</p>
    </>,
    { route: '/client/settings', path: '/client/settings', preloadedState, extraRoutes: loginRoute },
  );
}

describe('AccountMenu', () => {
  afterEach(() => localStorage.clear());

  it("opens with the user's name, Switch Account and Logout", async () => {
    const { user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu for Priya Perera' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Priya Perera', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Switch Account', 'Logout']);
  });

  it('follows the menu button pattern from the keyboard', async () => {
    const { user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu for Priya Perera' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Switch Account' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Switch Account' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Switch Account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("shows 'Guest' without a user", async () => {
    const { user } = renderMenu({ session: { user: null, status: 'signedOut' } });
    await user.click(screen.getByRole('button', { name: 'Account menu for Guest' }));
    expect(screen.getByText('Guest', { selector: 'p' })).toBeInTheDocument();
  });

  it('closes on a click outside and on Escape, returning focus to the avatar', async () => {
    const { user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu for Priya Perera' });
    await user.click(trigger);
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('Switch Account goes to /login', async () => {
    const { user, currentLocation } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu for Priya Perera' }));
    await user.click(screen.getByRole('menuitem', { name: 'Switch Account' }));
    expect(currentLocation()).toBe('/login');
  });

  it('Logout signs out through the server and lands on /login', async () => {
    localStorage.setItem('token', 'live-token');
    const mock = mockFetch({ 'POST /api/auth/logout': { body: { message: 'Logged out' } } });
    const { user, currentLocation } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu for Priya Perera' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logout successful! Redirecting...')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
