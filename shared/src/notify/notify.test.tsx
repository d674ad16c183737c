import { act, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderWithProviders } from '../testing/render-with-providers';
import { notify, toastContainerProps } from './notify';

describe('notify', () => {
  it('uses the spec durations: success 2 s, error and blank 4 s, loading until dismissed', () => {
    const success = jest.spyOn(toast, 'success').mockReturnValue('s');
    const error = jest.spyOn(toast, 'error').mockReturnValue('e');
    const loading = jest.spyOn(toast, 'loading').mockReturnValue('l');
    notify.success('Password updated successfully!');
    notify.error('Failed to fetch packages');
    notify.loading('Saving...');
    expect(success).toHaveBeenCalledWith(
      'Password updated successfully!',
      expect.objectContaining({ autoClose: 2000 }),
    );
    expect(error).toHaveBeenCalledWith('Failed to fetch packages', expect.objectContaining({ autoClose: 4000 }));
    expect(loading).toHaveBeenCalledWith('Saving...', expect.objectContaining({ autoClose: false }));
    jest.restoreAllMocks();
  });

  it('configures one top-right container with at most 20 toasts of at most 350px', () => {
    expect(toastContainerProps).toMatchObject({ position: 'top-right', limit: 20, autoClose: 4000 });
    expect(toastContainerProps.toastStyle).toMatchObject({ maxWidth: '350px' });
  });

  it('shows a toast in the container', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.info('Package created successfully');
    });
    expect(await screen.findByText('Package created successfully')).toBeInTheDocument();
  });
});
