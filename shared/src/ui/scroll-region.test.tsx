import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { ScrollRegion } from './scroll-region';

function setWidths(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const oddsTable = (
  <ScrollRegion>
    <table>
      <caption>Odds by bookmaker</caption>
      <tbody>
        <tr>
          <td>2.10</td>
        </tr>
      </tbody>
    </table>
  </ScrollRegion>
);

describe('ScrollRegion', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a focusable region named after its table while its content is wider than the screen', () => {
    setWidths(900, 360);
    renderWithProviders(oddsTable);
    const region = screen.getByRole('region', { name: 'Odds by bookmaker (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('adds no Tab stop and no landmark when everything fits', () => {
    setWidths(360, 360);
    renderWithProviders(oddsTable);
    expect(screen.queryByRole('region', { name: /scrolls sideways/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });
});
