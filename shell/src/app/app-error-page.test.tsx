import { OddsLabThemeProvider } from '@oddslab/shared/ui';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AppErrorPage } from './app-error-page';

function CrashingPage(): never {
  throw new Error('Cannot read properties of undefined');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        errorElement: <AppErrorPage />,
        children: [{ path: 'crash', element: <CrashingPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <OddsLabThemeProvider withGlobalStyle={false}>
      <RouterProvider router={router} />
    </OddsLabThemeProvider>,
  );
}

describe('AppErrorPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("is the router's error page: title, the error's message and a way home", () => {
    renderAt('/crash');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('describes a routing error by its status', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });
});
