import { OddsLabThemeProvider } from '@oddslab/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppErrorPage } from './app-error-page';
import { ErrorBoundary } from './error-boundary';

function CrashingPage(): never {
  throw new Error('Cannot read properties of undefined');
}

function HomePage() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/crash">Crash</Link>
    </>
  );
}

/** The app's boundary as AppRoutes sets it up: reset by the address. */
function Pages() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary what="the app" resetKey={pathname} fallback={(error) => <AppErrorPage error={error} />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/crash" element={<CrashingPage />} />
      </Routes>
    </ErrorBoundary>
  );
}

function renderAt(path: string) {
  render(
    <OddsLabThemeProvider withGlobalStyle={false}>
      <MemoryRouter initialEntries={[path]}>
        <Pages />
      </MemoryRouter>
    </OddsLabThemeProvider>,
  );
}

describe('AppErrorPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("replaces a page that crashed: title, the error's message and a way home", () => {
    renderAt('/crash');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('draws the pages again once the reader follows the link home', async () => {
    renderAt('/crash');
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('catches a crash after a navigation, not only on the first page', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Crash' }));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
