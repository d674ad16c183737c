import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { CheckboxField } from './checkbox-field';
import { FormError } from './form-error';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('form fields', () => {
  it('TextField labels its input and announces its error', () => {
    renderWithProviders(<TextField label="Email" hint="We never share it" error="Invalid email format." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We never share it Invalid email format.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format.');
  });

  it('SelectField shows a disabled placeholder before the options', async () => {
    const { user } = renderWithProviders(
      <SelectField
        label="Country"
        placeholder="Select your country"
        options={[
          { value: 'United Kingdom', label: 'United Kingdom' },
          { value: 'Canada', label: 'Canada' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Country');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select your country' })).toBeDisabled();
    await user.selectOptions(select, 'Canada');
    expect(select).toHaveValue('Canada');
  });

  it('CheckboxField toggles, describes itself and can show a partial state', async () => {
    const { user, rerender } = renderWithProviders(
      <CheckboxField label="Email Notifications" description="Receive notifications via email." />,
    );
    const box = screen.getByRole('checkbox', { name: 'Email Notifications' });
    expect(box).toHaveAccessibleDescription('Receive notifications via email.');
    await user.click(box);
    expect(box).toBeChecked();
    rerender(<CheckboxField label="Email Notifications" indeterminate />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).indeterminate).toBe(true);
  });

  it('FormError renders nothing without a message', () => {
    const { container } = renderWithProviders(<FormError message="" />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
