import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { FormBadge, FormSequence, formBadgeTone } from './form-badge';

describe('form badges', () => {
  it('colours W/Win green, L/Loss red, D/Draw yellow and anything else grey', () => {
    expect(['W', 'Win', 'win'].map(formBadgeTone)).toEqual(['win', 'win', 'win']);
    expect(['L', 'Loss'].map(formBadgeTone)).toEqual(['loss', 'loss']);
    expect(['D', 'Draw'].map(formBadgeTone)).toEqual(['draw', 'draw']);
    expect(['?', 'P', '', null].map(formBadgeTone)).toEqual(['other', 'other', 'other', 'other']);
  });

  it('renders the result with a readable title', () => {
    renderWithProviders(<FormBadge result="L" />);
    const badge = screen.getByText('L');
    expect(badge).toHaveAttribute('data-tone', 'loss');
    expect(badge).toHaveAttribute('title', 'Loss');
  });

  it('splits a hyphenated form string into badges', () => {
    renderWithProviders(<FormSequence value="W-D-L-W" />);
    expect(screen.getAllByText('W')).toHaveLength(2);
    expect(screen.getByText('D')).toHaveAttribute('data-tone', 'draw');
  });

  it("shows 'N/A' for an empty form string", () => {
    renderWithProviders(<FormSequence value="" />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});
