import type { BookmakerOdds } from '@oddslab/shared/contract';
import { bookmakerName } from '@oddslab/shared/names';
import { Button, VisuallyHidden } from '@oddslab/shared/ui';
import styled from 'styled-components';
import type { BetOption } from '../view-match/bet-modal';
import { formatOdds } from './data-page-parts';
import { DataTable } from './data-table';

export type PriceKey = 'homeWin' | 'draw' | 'awayWin' | 'over25' | 'under25';
/** Each price, how it is labelled, and the market, selection and line a bet on it records. */
export const PRICES: readonly ({ key: PriceKey; label: string } & Pick<BetOption, 'market' | 'selection' | 'line'>)[] =
  [
    { key: 'homeWin', label: 'Home Win', market: '1X2', selection: 'home', line: null },
    { key: 'draw', label: 'Draw', market: '1X2', selection: 'draw', line: null },
    { key: 'awayWin', label: 'Away Win', market: '1X2', selection: 'away', line: null },
    { key: 'over25', label: 'Over 2.5', market: 'OU25', selection: 'over', line: 2.5 },
    { key: 'under25', label: 'Under 2.5', market: 'OU25', selection: 'under', line: 2.5 },
  ];

const Price = styled.td<{ $best: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $best }) => ($best ? 700 : 400)};
  color: ${({ theme, $best }) => ($best ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $best }) => ($best ? theme.colors.accentSoft : 'transparent')};
`;

const BookmakerList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const BookmakerCard = styled.li`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const BookmakerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const PriceGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  > div {
    padding: 4px 6px;
    border-radius: ${({ theme }) => theme.radii.sm};
    text-align: center;
  }
  > div[data-best] { background: ${({ theme }) => theme.colors.accentSoft}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
  > div[data-best] dd { color: ${({ theme }) => theme.colors.primary}; font-weight: 800; }
`;

/** The outcomes a bookmaker prices, as the bet slip offers them. */
export function pricedOutcomes(bookmaker: BookmakerOdds): BetOption[] {
  return PRICES.flatMap(({ key, label, market, selection, line }) => {
    const odds = bookmaker[key];
    return odds === null ? [] : [{ outcome: label, odds, market, selection, line }];
  });
}

export interface BookmakerPricesProps {
  /** Each bookmaker's prices (codes as the API has them), best prices flagged. */
  bookmakers: readonly BookmakerOdds[];
  /** The match, for the accessible names ('Bet with Bet365 on Everton vs Arsenal'). */
  title: string;
  /** Without it (a match that has kicked off) there is no Bet action. */
  onBet?: (bookmaker: BookmakerOdds) => void;
}

function BetButton({
  bookmaker,
  title,
  onBet,
}: {
  bookmaker: BookmakerOdds;
  title: string;
  onBet: BookmakerPricesProps['onBet'];
}) {
  if (!onBet) return null;
  return (
    <Button
      size="sm"
      disabled={pricedOutcomes(bookmaker).length === 0}
      aria-label={`Bet with ${bookmakerName(bookmaker.name)} on ${title}`}
      onClick={() => onBet(bookmaker)}
    >
      Bet
    </Button>
  );
}

/** Wide screens: a row per bookmaker, a column per price and the Bet button, with no sideways scrolling. */
function BookmakerTable({ bookmakers, title, onBet }: BookmakerPricesProps) {
  return (
    <DataTable aria-label={`Bookmaker odds for ${title}; best prices highlighted`}>
      <thead>
        <tr>
          <th scope="col">Bookmaker</th>
          {PRICES.map((price) => (
            <th key={price.key} scope="col">
              {price.label}
            </th>
          ))}
          {onBet && (
            <th scope="col">
              <VisuallyHidden>Action</VisuallyHidden>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {bookmakers.map((bookmaker) => {
          const name = bookmakerName(bookmaker.name);
          return (
            <tr key={bookmaker.name}>
              <th scope="row">{name}</th>
              {PRICES.map(({ key }) => (
                <Price key={key} $best={bookmaker.best[key]} data-best={bookmaker.best[key] || undefined}>
                  {formatOdds(bookmaker[key])}
                  {bookmaker.best[key] && <VisuallyHidden> (best price)</VisuallyHidden>}
                </Price>
              ))}
              {onBet && (
                <td>
                  <BetButton bookmaker={bookmaker} title={title} onBet={onBet} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

/** Phones: a card per bookmaker with every price in a grid under its name and the Bet button beside it. */
function BookmakerCards({ bookmakers, title, onBet }: BookmakerPricesProps) {
  return (
    <BookmakerList aria-label={`Bookmaker odds for ${title}; best prices highlighted`}>
      {bookmakers.map((bookmaker) => {
        const name = bookmakerName(bookmaker.name);
        return (
          <BookmakerCard key={bookmaker.name}>
            <BookmakerHeader>
              <h3>{name}</h3>
              <BetButton bookmaker={bookmaker} title={title} onBet={onBet} />
            </BookmakerHeader>
            <PriceGrid>
              {PRICES.map(({ key, label }) => (
                <div key={key} data-best={bookmaker.best[key] || undefined}>
                  <dt>{label}</dt>
                  <dd>
                    {formatOdds(bookmaker[key])}
                    {bookmaker.best[key] && <VisuallyHidden> (best price)</VisuallyHidden>}
                  </dd>
                </div>
              ))}
            </PriceGrid>
          </BookmakerCard>
        );
      })}
    </BookmakerList>
  );
}

/**
 * Every price of every bookmaker and a Bet action per bookmaker: a table on wide screens, a card per bookmaker on
 * phones (every price visible, nothing in a sideways scroller).
 */
export function BookmakerPrices({ phone, ...props }: BookmakerPricesProps & { phone: boolean }) {
  return phone ? <BookmakerCards {...props} /> : <BookmakerTable {...props} />;
}

/** The price entries of one match (as GET /matches/{id} lists them) as one row per bookmaker, best prices flagged. */
export function bookmakerRows(
  entries: readonly { bookmaker: string; market: string; phase: string; prices: readonly number[] }[],
  phase: string,
): BookmakerOdds[] {
  const rows = new Map<string, BookmakerOdds>();
  const row = (name: string) => {
    let found = rows.get(name);
    if (!found) {
      found = {
        name,
        homeWin: null,
        draw: null,
        awayWin: null,
        over25: null,
        under25: null,
        best: { homeWin: false, draw: false, awayWin: false, over25: false, under25: false },
        highlight: false,
      };
      rows.set(name, found);
    }
    return found;
  };
  for (const entry of entries) {
    if (entry.phase !== phase || MARKET_AGGREGATES.has(entry.bookmaker)) continue;
    if (entry.market === '1X2' && entry.prices.length === 3) {
      Object.assign(row(entry.bookmaker), {
        homeWin: entry.prices[0],
        draw: entry.prices[1],
        awayWin: entry.prices[2],
      });
    } else if (entry.market === 'OU25' && entry.prices.length === 2) {
      Object.assign(row(entry.bookmaker), { over25: entry.prices[0], under25: entry.prices[1] });
    }
  }
  const list = [...rows.values()].sort((a, b) => bookmakerName(a.name).localeCompare(bookmakerName(b.name)));
  for (const { key } of PRICES) {
    const best = Math.max(0, ...list.map((bookmaker) => bookmaker[key] ?? 0));
    for (const bookmaker of list) bookmaker.best[key] = best > 0 && bookmaker[key] === best;
  }
  for (const bookmaker of list) bookmaker.highlight = Object.values(bookmaker.best).some(Boolean);
  return list;
}

/** Columns of the source data that summarise the market rather than quote a bookmaker you could bet with. */
const MARKET_AGGREGATES = new Set(['Avg', 'Max']);
