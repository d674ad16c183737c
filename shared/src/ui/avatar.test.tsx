import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { AVATAR_PLACEHOLDER_SRC, Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the picture when there is one', () => {
    renderWithProviders(<Avatar src="https://cdn.example/priya.png" name="Priya" />);
    expect(screen.getByRole('img', { name: 'Priya' })).toHaveAttribute('src', 'https://cdn.example/priya.png');
  });

  it('replaces a picture that fails to load with the placeholder', () => {
    renderWithProviders(<Avatar src="https://cdn.example/broken.png" name="Priya" />);
    fireEvent.error(screen.getByRole('img', { name: 'Priya' }));
    expect(screen.getByRole('img', { name: 'Priya' })).toHaveAttribute('src', AVATAR_PLACEHOLDER_SRC);
  });

  it("shows the uppercase first letter of the name, or '?'", () => {
    const { rerender } = renderWithProviders(<Avatar name="priya" />);
    // Drawn by CSS from the attribute, so that it never counts as a label (see Avatar).
    const initials = (name: string) => screen.getByRole('img', { name }).firstElementChild;
    expect(initials('priya')).toHaveAttribute('data-initials', 'P');
    rerender(<Avatar name="" />);
    expect(initials('Guest')).toHaveAttribute('data-initials', '?');
  });

  it('can use fallback text or the placeholder image instead of the initial', () => {
    const { rerender } = renderWithProviders(<Avatar name={null} fallbackText="NM" />);
    expect(screen.getByRole('img', { name: 'Guest' }).firstElementChild).toHaveAttribute('data-initials', 'NM');
    rerender(<Avatar name="Priya" emptyFallback="placeholder" />);
    expect(screen.getByRole('img', { name: 'Priya' })).toHaveAttribute('src', AVATAR_PLACEHOLDER_SRC);
  });
});
