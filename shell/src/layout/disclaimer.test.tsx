import { renderWithProviders } from '@oddslab/shared/testing';
import { screen } from '@testing-library/react';
import { Disclaimer } from './disclaimer';

describe('Disclaimer', () => {
  it('starts collapsed and expands to the full text with Read Full Disclaimer, then collapses with Show Less', async () => {
    const { user } = renderWithProviders(<Disclaimer />);
    const toggle = screen.getByRole('button', { name: 'Read Full Disclaimer' });
    const text = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(text).toHaveStyle({ maxHeight: '8rem', overflow: 'hidden' });
    expect(text).toHaveTextContent(/not financial, investment or betting advice/);

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show Less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(text).toHaveStyle({ maxHeight: 'none' });

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Read Full Disclaimer');
    expect(text).toHaveStyle({ maxHeight: '8rem' });
  });
});
