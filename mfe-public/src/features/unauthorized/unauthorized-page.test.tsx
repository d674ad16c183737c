import { renderWithProviders } from '@oddslab/shared/testing';
import { screen } from '@testing-library/react';
import { Link, Route } from 'react-router-dom';
import { UnauthorizedPage } from './unauthorized-page';

function renderFromAdmin() {
  return renderWithProviders(<UnauthorizedPage />, {
    route: '/admin',
    path: '/unauthorized',
    extraRoutes: (
      <>
        <Route path="/admin" element={<Link to="/unauthorized">Open console</Link>} />
        <Route path="/" element={<p>Home page</p>} />
      </>
    ),
  });
}

describe('UnauthorizedPage', () => {
  it('explains the 403', async () => {
    const { user } = renderFromAdmin();
    await user.click(screen.getByRole('link', { name: 'Open console' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this resource.")).toBeInTheDocument();
    expect(screen.getByText('Please contact your administrator if you believe this is an error.')).toBeInTheDocument();
  });

  it('Go to Home goes to the home page', async () => {
    const { user, currentLocation } = renderFromAdmin();
    await user.click(screen.getByRole('link', { name: 'Open console' }));
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(currentLocation()).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('Go Back goes home when the tab has no earlier page', async () => {
    const { user, currentLocation } = renderWithProviders(<UnauthorizedPage />, {
      route: '/unauthorized',
      path: '/unauthorized',
      extraRoutes: <Route path="/" element={<p>Home page</p>} />,
    });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(currentLocation()).toBe('/');
  });

  it('Go Back returns to the previous page', async () => {
    const { user, currentLocation } = renderFromAdmin();
    await user.click(screen.getByRole('link', { name: 'Open console' }));
    expect(currentLocation()).toBe('/unauthorized');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(currentLocation()).toBe('/admin');
  });
});
