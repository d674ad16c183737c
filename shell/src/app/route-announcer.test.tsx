import { renderWithProviders } from '@oddslab/shared/testing';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { RouteAnnouncer } from './route-announcer';

function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Link to="/news-room">News Room</Link>;
}

describe('RouteAnnouncer', () => {
  it('announces the new page title after a navigation, not on the first page', async () => {
    const { user } = renderWithProviders(
      <>
        <RouteAnnouncer />
        <Routes>
          <Route path="/" element={<Page title="Home · OddsLab" />} />
          <Route path="/news-room" element={<Page title="News Room · OddsLab" />} />
        </Routes>
      </>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    await user.click(screen.getByRole('link', { name: 'News Room' }));
    expect(await screen.findByText('News Room · OddsLab')).toBe(status);
  });
});
