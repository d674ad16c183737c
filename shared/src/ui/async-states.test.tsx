import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { EmptyState, ErrorState, LoadingState } from './async-states';
import { PageTitle } from './page-title';

describe('async states', () => {
  it('announces loading politely', () => {
    renderWithProviders(<LoadingState message="Loading fixtures..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading fixtures...');
  });

  it('shows an error with a Retry button that retries', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <ErrorState message="Failed to load predictions. Please try again later." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load predictions. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows an error without Retry when none is offered, and an empty message', () => {
    renderWithProviders(
      <>
        <ErrorState message="Article not found." />
        <EmptyState message="No packages available." />
        <PageTitle subtitle="Your account">Settings for Priya</PageTitle>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByText('No packages available.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings for Priya' })).toBeInTheDocument();
  });
});
