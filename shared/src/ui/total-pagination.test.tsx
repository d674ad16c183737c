import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { TotalPagination } from './total-pagination';

describe('TotalPagination', () => {
  it('says where the page is and how many items the list has', () => {
    renderWithProviders(
      <TotalPagination
        page={2}
        totalPages={14}
        totalElements={137}
        noun="matches"
        onPageChange={jest.fn()}
        label="Pages"
      />,
    );
    expect(screen.getByText('Page 2 of 14 · 137 matches')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('jumps straight to a page typed in, and only to a page that exists', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(
      <TotalPagination
        page={1}
        totalPages={14}
        totalElements={137}
        noun="matches"
        onPageChange={onPageChange}
        label="Pages"
      />,
    );
    const box = screen.getByLabelText('Go to page');
    await user.clear(box);
    await user.type(box, '15');
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, '12{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(12);
  });

  it('has no page controls for a single page', () => {
    renderWithProviders(
      <TotalPagination
        page={1}
        totalPages={1}
        totalElements={4}
        noun="matches"
        onPageChange={jest.fn()}
        label="Pages"
      />,
    );
    expect(screen.getByText('Page 1 of 1 · 4 matches')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Go to page')).not.toBeInTheDocument();
  });
});
