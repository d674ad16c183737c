import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderWithProviders } from '../testing/render-with-providers';
import { notify, toastContainerProps } from './notify';

describe('notify', () => {
  it('uses the spec durations: success 2 s, error and blank 4 s, loading until dismissed', async () => {
    const success = jest.spyOn(toast, 'success').mockReturnValue('s');
    const error = jest.spyOn(toast, 'error').mockReturnValue('e');
    const loading = jest.spyOn(toast, 'loading').mockReturnValue('l');
    notify.success('Password updated successfully!');
    notify.error('Failed to fetch packages');
    notify.loading('Saving...');
    await waitFor(() => expect(loading).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith(
      'Password updated successfully!',
      expect.objectContaining({ autoClose: 2000, toastId: expect.any(String) }),
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

  it('settles a loading toast by the id notify returned at once', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      const id = notify.loading('Saving package...');
      notify.settle(id, 'success', 'Package saved');
    });
    expect(await screen.findByText('Package saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving package...')).not.toBeInTheDocument();
  });
});
