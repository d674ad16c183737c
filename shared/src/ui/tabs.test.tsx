import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Tabs } from './tabs';

const tabs = [
  { id: 'notifications', label: 'Notifications', content: <p>Notification settings</p> },
  { id: 'password', label: 'Change Password', content: <p>Password form</p> },
  { id: 'subscriptions', label: 'My Subscriptions', content: <p>Package cards</p> },
];

describe('Tabs', () => {
  it('shows the first tab by default and switches on click', async () => {
    const { user } = renderWithProviders(<Tabs tabs={tabs} label="Settings sections" />);
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toHaveTextContent('Notification settings');
    await user.click(screen.getByRole('tab', { name: 'My Subscriptions' }));
    expect(screen.getByRole('tabpanel', { name: 'My Subscriptions' })).toHaveTextContent('Package cards');
  });

  it('moves with arrow keys, Home and End, wrapping around', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Tabs tabs={tabs} label="Settings sections" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Password form');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'My Subscriptions' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'My Subscriptions' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('notifications');
  });

  it('keeps only the selected tab in the Tab order', () => {
    renderWithProviders(<Tabs tabs={tabs} label="Settings sections" defaultSelectedId="password" />);
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('tabindex', '-1');
  });
});
