import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { NumberedPagination } from './numbered-pagination';
import { WindowPagination } from './window-pagination';

const buttonLabels = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('NumberedPagination', () => {
  it('shows Previous, a window of 4, an ellipsis, the last page and Next', () => {
    renderWithProviders(<NumberedPagination page={1} totalPages={9} onPageChange={jest.fn()} />);
    expect(buttonLabels()).toEqual(['Previous page', '1', '2', '3', '4', '…', '9', 'Next page']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables Prev on the first page and Next on the last', () => {
    const { rerender } = renderWithProviders(<NumberedPagination page={1} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<NumberedPagination page={3} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('reports allowed changes only: never the current page', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(<NumberedPagination page={5} totalPages={9} onPageChange={onPageChange} />);
    expect(buttonLabels()).toEqual(['Previous page', '1', '…', '4', '5', '6', '7', '…', '9', 'Next page']);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page, page 9' }));
    await user.click(screen.getByRole('button', { name: 'First page, page 1' }));
    await user.click(screen.getByRole('button', { name: 'Later pages, go to page 8' }));
    await user.click(screen.getByRole('button', { name: 'Earlier pages, go to page 3' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([6, 9, 1, 8, 3]);
  });

  it('hides itself for a single page and disables everything while loading', () => {
    const { rerender } = renderWithProviders(<NumberedPagination page={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<NumberedPagination page={2} totalPages={4} onPageChange={jest.fn()} disabled />);
    for (const button of within(screen.getByRole('navigation')).getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('WindowPagination', () => {
  it('on page 0 disables Previous and shows the known pages', () => {
    renderWithProviders(<WindowPagination page={0} knownPageCount={2} hasNextPage onPageChange={jest.fn()} />);
    expect(buttonLabels()).toEqual(['Previous', '1', '2', 'Next']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('disables Next when the last page was not full', () => {
    renderWithProviders(<WindowPagination page={2} knownPageCount={3} hasNextPage={false} onPageChange={jest.fn()} />);
    expect(buttonLabels()).toEqual(['Previous', '2', '3', 'Next']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('moves by the rules and shows a 3-wide window from current-1', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(
      <WindowPagination page={3} knownPageCount={6} hasNextPage onPageChange={onPageChange} />,
    );
    expect(buttonLabels()).toEqual(['Previous', '3', '4', '5', 'Next']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([2, 4, 4]);
  });

  it('disables every control while loading', () => {
    renderWithProviders(<WindowPagination page={1} knownPageCount={3} hasNextPage loading onPageChange={jest.fn()} />);
    for (const button of within(screen.getByRole('navigation')).getAllByRole('button')) expect(button).toBeDisabled();
  });
});
