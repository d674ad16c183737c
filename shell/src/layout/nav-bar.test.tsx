import { buildAdmin, buildUser, mockFetch, renderWithProviders, setViewportWidth } from '@oddslab/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FirstPaintContext } from './first-paint';
import { NavBar } from './nav-bar';

const signedIn = { session: { user: buildUser({ name: 'Priya Perera' }), status: 'signedIn' as const } };
const signedOut = { session: { user: null, status: 'signedOut' as const } };
const admin = { session: { user: buildAdmin({ name: 'Ada Admin' }), status: 'signedIn' as const } };

beforeEach(() => setViewportWidth(1440));
afterEach(() => {
  setViewportWidth(1024);
  window.localStorage.clear();
});

describe('NavBar', () => {
  it('shows the logo, the six links and Sign In for an anonymous visitor', () => {
    renderWithProviders(<NavBar />, { preloadedState: signedOut });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'OddsLab home' })).toHaveAttribute('href', '/');
    const labels = ['Home', 'About', 'News Room', 'Rumour Mill', 'Tokenomics', 'Algorithm'];
    for (const label of labels) expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-oddslab');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('in the first paint, offers the menu button as unavailable until the app takes over', () => {
    setViewportWidth(390);
    renderWithProviders(
      <FirstPaintContext.Provider value>
        <NavBar />
      </FirstPaintContext.Provider>,
      { preloadedState: signedOut },
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeDisabled();
  });

  it('the live app offers the menu button enabled on a phone', () => {
    setViewportWidth(390);
    renderWithProviders(<NavBar />, { preloadedState: signedOut });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeEnabled();
  });

  it('shows neither Sign In nor a picture while a stored session is being checked', () => {
    renderWithProviders(<NavBar />, { preloadedState: { session: { user: null, status: 'loading' } } });
    expect(screen.getAllByRole('link')).toHaveLength(7);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('opens the profile menu with the name, Client portal and Logout; an outside click closes it', async () => {
    const { user } = renderWithProviders(<NavBar />, { preloadedState: signedIn });
    const picture = screen.getByRole('button', { name: 'Account menu for Priya Perera' });
    expect(picture).toHaveAttribute('aria-expanded', 'false');

    await user.click(picture);
    expect(picture).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(picture.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    const inMenu = within(menu as HTMLElement);
    expect(inMenu.getByText('Priya Perera')).toBeInTheDocument();
    expect(inMenu.getByRole('link', { name: 'Client portal' })).toHaveAttribute('href', '/client/');
    expect(inMenu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(inMenu.queryByRole('link', { name: 'Versions' })).not.toBeInTheDocument();

    fireEvent.mouseDown(document.body);
    expect(picture).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Client portal' })).not.toBeInTheDocument();
  });

  it("offers Versions in an administrator's profile menu", async () => {
    const { user, currentLocation } = renderWithProviders(<NavBar />, { preloadedState: admin });
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Admin' }));
    const versions = screen.getByRole('link', { name: 'Versions' });
    expect(versions).toHaveAttribute('href', '/versions');
    await user.click(versions);
    expect(currentLocation()).toBe('/versions');
    expect(screen.queryByRole('link', { name: 'Versions' })).not.toBeInTheDocument();
  });

  it("offers Versions in an administrator's mobile menu, and not in a client's", async () => {
    setViewportWidth(390);
    const { user, currentLocation, unmount } = renderWithProviders(<NavBar />, { preloadedState: admin });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Versions' }));
    expect(currentLocation()).toBe('/versions');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    unmount();

    const client = renderWithProviders(<NavBar />, { preloadedState: signedIn });
    await client.user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Client portal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Versions' })).not.toBeInTheDocument();
  });

  it('closes the profile menu on Escape and gives focus back to the picture', async () => {
    const { user } = renderWithProviders(<NavBar />, { preloadedState: signedIn });
    const picture = screen.getByRole('button', { name: 'Account menu for Priya Perera' });
    await user.click(picture);
    await user.keyboard('{Escape}');
    expect(picture).toHaveAttribute('aria-expanded', 'false');
    expect(picture).toHaveFocus();
  });

  it('toggles the mobile menu with the menu button and closes it when a link is chosen', async () => {
    setViewportWidth(390);
    const { user, currentLocation } = renderWithProviders(<NavBar />, { preloadedState: signedOut });
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Tokenomics' })).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAccessibleName('Close menu');
    const mobileMenu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(mobileMenu).getAllByRole('link')).toHaveLength(6);
    expect(within(mobileMenu).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();

    await user.click(within(mobileMenu).getByRole('link', { name: 'Rumour Mill' }));
    expect(currentLocation()).toBe('/rumour-mill');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(menuButton.getAttribute('aria-controls') ?? '')).toBeNull();
  });

  it('shows the picture, name, Client portal and Logout in the mobile menu; Client portal navigates and closes', async () => {
    setViewportWidth(390);
    const { user, currentLocation } = renderWithProviders(<NavBar />, { preloadedState: signedIn });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileMenu = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(within(mobileMenu).getByRole('img', { name: 'Priya Perera' })).toBeInTheDocument();
    expect(within(mobileMenu).getByText('Priya Perera')).toBeInTheDocument();
    expect(within(mobileMenu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(within(mobileMenu).getByRole('button', { name: 'Client portal' }));
    expect(currentLocation()).toBe('/client/');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out from the profile menu: the server revokes the token and the visitor lands on /login', async () => {
    window.localStorage.setItem('token', 'session-token');
    const api = mockFetch({ 'POST /api/auth/logout': { status: 200, body: { message: 'Logged out' } } });
    const { user, currentLocation, store } = renderWithProviders(<NavBar />, { preloadedState: signedIn });

    await user.click(screen.getByRole('button', { name: 'Account menu for Priya Perera' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout successful! Redirecting...')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(store.getState().session.user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
