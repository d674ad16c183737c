import { renderWithProviders } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the tagline, the four social links and credits the match data source', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText('Data-Driven Sports Analytics for everyone')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Follow OddsLab' }).querySelectorAll('a')).toHaveLength(4);
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(within(policies).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(within(policies).getByRole('link', { name: 'Responsible Gambling' })).toHaveAttribute(
      'href',
      '/responsible-gambling',
    );
    expect(screen.getByRole('link', { name: 'football-data.co.uk' })).toHaveAttribute(
      'href',
      'https://www.football-data.co.uk',
    );
  });
});
