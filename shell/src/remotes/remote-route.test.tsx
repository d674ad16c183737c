import { renderWithProviders } from '@oddslab/shared/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RemoteRoute } from './remote-route';

jest.mock('./remote-registry', () => ({
  loadRemotePage: jest.fn(),
  forgetRemote: jest.fn(async () => undefined),
}));

const registry = jest.requireMock('./remote-registry') as {
  loadRemotePage: jest.Mock;
  forgetRemote: jest.Mock;
};

function NewsRoomPage() {
  return <h1>News Room page</h1>;
}

function RumourMillPage() {
  return <h1>Rumour Mill page</h1>;
}

beforeEach(() => {
  registry.loadRemotePage.mockReset();
  registry.forgetRemote.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteRoute', () => {
  it('shows a loading state, then the remote page', async () => {
    let resolvePage: (module: { default: ComponentType }) => void = () => undefined;
    registry.loadRemotePage.mockReturnValue(new Promise((resolve) => (resolvePage = resolve)));
    renderWithProviders(<RemoteRoute module="mfe_articles/NewsRoom" title="News Room" skeleton="screen" />);

    expect(await screen.findByText('Loading News Room...')).toBeInTheDocument();
    resolvePage({ default: NewsRoomPage });
    expect(await screen.findByRole('heading', { name: 'News Room page' })).toBeInTheDocument();
    expect(registry.loadRemotePage).toHaveBeenCalledWith('mfe_articles/NewsRoom');
  });

  it('shows a fallback with Retry when the remote fails, and Retry loads it again', async () => {
    registry.loadRemotePage
      .mockRejectedValueOnce(new Error('Failed to get remoteEntry exports'))
      .mockResolvedValueOnce({ default: RumourMillPage });
    const { user } = renderWithProviders(
      <>
        <nav>Site navigation</nav>
        <RemoteRoute module="mfe_articles/RumourMill" title="Rumour Mill" skeleton="screen" />
      </>,
    );

    expect(await screen.findByRole('heading', { name: 'Rumour Mill is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Failed to get remoteEntry exports')).toBeInTheDocument();
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    // The rest of the page is still there.
    expect(screen.getByText('Site navigation')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(registry.forgetRemote).toHaveBeenCalledWith('mfe_articles');
    expect(await screen.findByRole('heading', { name: 'Rumour Mill page' })).toBeInTheDocument();
    expect(registry.loadRemotePage).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the fallback when a retry fails again', async () => {
    registry.loadRemotePage.mockRejectedValue(new Error('still down'));
    const { user } = renderWithProviders(
      <RemoteRoute module="mfe_admin/Console" title="Admin console" skeleton="screen" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Admin console is unavailable' })).toBeInTheDocument();
    expect(registry.loadRemotePage).toHaveBeenCalledTimes(2);
  });
});
