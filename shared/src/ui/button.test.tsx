import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a real button that does not submit forms unless asked', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button>Show details</Button>
        <Button type="submit">Log In</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <Button disabled onClick={onClick}>
        Updating...
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Updating...' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('navigates like a link', async () => {
    const { user, currentLocation } = renderWithProviders(
      <ButtonLink to="/about-oddslab">Explore Insights</ButtonLink>,
    );
    await user.click(screen.getByRole('link', { name: 'Explore Insights' }));
    expect(currentLocation()).toBe('/about-oddslab');
  });
});
