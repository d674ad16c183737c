import { renderWithProviders } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { siteConfigElementId } from '../app/site-config';
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
    expect(screen.queryByRole('link', { name: 'Versions' })).not.toBeInTheDocument();
  });

  it('links to Versions on a test deployment (qaPanel)', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = siteConfigElementId;
    block.textContent = JSON.stringify({ remoteOverrideOrigins: [], qaPanel: true });
    document.head.append(block);
    try {
      renderWithProviders(<SiteFooter />);
      expect(screen.getByRole('link', { name: 'Versions' })).toHaveAttribute('href', '/versions');
    } finally {
      block.remove();
    }
  });
});
