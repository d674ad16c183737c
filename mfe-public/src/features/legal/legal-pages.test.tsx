import { mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, within } from '@testing-library/react';
import { ResponsibleGamblingPage } from './responsible-gambling-page';
import { TermsPage } from './terms-page';

describe('policy pages', () => {
  it('the terms say OddsLab is not a bookmaker and state the minimum age the server enforces', async () => {
    mockFetch({ 'GET /api/auth/config': { body: { googleClientId: null, minimumSignupAge: 21 } } });
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('We are not a bookmaker')).toBeInTheDocument();
    expect(await screen.findByText('21 years old')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'responsible gambling' })).toHaveAttribute('href', '/responsible-gambling');
  });

  it('the responsible gambling page lists a free help line for every sign-up country', () => {
    mockFetch({ 'GET /api/auth/config': { body: { googleClientId: null, minimumSignupAge: 18 } } });
    renderWithProviders(<ResponsibleGamblingPage />, { route: '/responsible-gambling' });
    const help = screen.getByRole('region', { name: 'Where to find help' });
    for (const country of ['United Kingdom', 'United States', 'Canada', 'Australia']) {
      expect(within(help).getByText(`${country}:`)).toBeInTheDocument();
    }
    expect(within(help).getByRole('link', { name: '0808 8020 133' })).toHaveAttribute('href', 'tel:0808 8020 133');
    expect(within(help).getByRole('link', { name: 'gamcare.org.uk' })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk',
    );
  });
});
