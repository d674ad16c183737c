import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const { user } = renderWithProviders(<PasswordField label="Password" defaultValue="s3cret-pass" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveTextContent('Show');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    // The name follows the visible word.
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).toHaveTextContent('Hide');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it('names each toggle after its field and links the error to the input', () => {
    renderWithProviders(
      <>
        <PasswordField label="New password" error="Password must be at least 8 characters long" />
        <PasswordField label="Confirm password" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 8 characters long');
  });

  it('disables the toggle with the input', () => {
    renderWithProviders(<PasswordField label="Password" disabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
