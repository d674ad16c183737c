import { DEFAULT_LEAGUE, useGetOddsQuery } from '@oddslab/shared/api';
import type { BookmakerOdds, MatchOdds } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { LIST_PAGE_SIZE, useListPaging } from '@oddslab/shared/paging';
import { useSession } from '@oddslab/shared/session';
import { Button, Card, EmptyState, LoadingState, PageTitle, VisuallyHidden } from '@oddslab/shared/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  AsOfNote,
  type DateLeagueFilter,
  formatOdds,
  isForbidden,
  UpgradePanel,
  useAsOfDate,
} from '../engine-data/data-page-parts';
import { DataTable, TableScroll } from '../engine-data/data-table';
import { DateLeagueList } from '../engine-data/date-league-list';
import { BetModal, type BetOption, type BetSelection } from '../view-match/bet-modal';

type PriceKey = 'homeWin' | 'draw' | 'awayWin' | 'over25' | 'under25';
/** Each column, and the market, selection and line a bet on it records. */
const PRICES: readonly ({ key: PriceKey; label: string } & Pick<BetOption, 'market' | 'selection' | 'line'>)[] = [
  { key: 'homeWin', label: 'Home Win', market: '1X2', selection: 'home', line: null },
  { key: 'draw', label: 'Draw', market: '1X2', selection: 'draw', line: null },
  { key: 'awayWin', label: 'Away Win', market: '1X2', selection: 'away', line: null },
  { key: 'over25', label: 'Over 2.5', market: 'OU25', selection: 'over', line: 2.5 },
  { key: 'under25', label: 'Under 2.5', market: 'OU25', selection: 'under', line: 2.5 },
];

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const MatchHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Price = styled.td<{ $best: boolean }>`
  font-weight: ${({ $best }) => ($best ? 700 : 400)};
  color: ${({ theme, $best }) => ($best ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $best }) => ($best ? theme.colors.accentSoft : 'transparent')};
`;

const Consensus = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function pricedOutcomes(bookmaker: BookmakerOdds): BetOption[] {
  return PRICES.flatMap(({ key, label, market, selection, line }) => {
    const odds = bookmaker[key];
    return odds === null ? [] : [{ outcome: label, odds, market, selection, line }];
  });
}

interface MatchOddsCardProps {
  match: MatchOdds;
  onBet: (selection: BetSelection) => void;
}

/** One match: every bookmaker's prices, the best price per outcome highlighted, and a Bet button per bookmaker. */
function MatchOddsCard({ match, onBet }: MatchOddsCardProps) {
  const title = `${match.homeTeam} vs ${match.awayTeam}`;
  const headingId = `odds-match-${match.matchId}`;
  const { consensus } = match;
  return (
    <Card aria-labelledby={headingId}>
      <MatchHeader>
        <h2 id={headingId}>
          <Link to={`/client/view-match?id=${match.matchId}`}>{title}</Link>
        </h2>
        <p>
          {match.date}
          {match.time ? ` ${match.time}` : ''}
        </p>
      </MatchHeader>
      <TableScroll>
        <DataTable aria-label={`Bookmaker odds for ${title}; best prices highlighted`}>
          <thead>
            <tr>
              <th scope="col">Bookmaker</th>
              {PRICES.map((price) => (
                <th key={price.key} scope="col">
                  {price.label}
                </th>
              ))}
              <th scope="col">
                <VisuallyHidden>Action</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {match.bookmakers.map((bookmaker) => {
              const options = pricedOutcomes(bookmaker);
              return (
                <tr key={bookmaker.name}>
                  <th scope="row">{bookmaker.name}</th>
                  {PRICES.map(({ key }) => (
                    <Price key={key} $best={bookmaker.best[key]} data-best={bookmaker.best[key] || undefined}>
                      {formatOdds(bookmaker[key])}
                      {bookmaker.best[key] && <VisuallyHidden> (best price)</VisuallyHidden>}
                    </Price>
                  ))}
                  <td>
                    <Button
                      size="sm"
                      disabled={options.length === 0}
                      aria-label={`Bet with ${bookmaker.name} on ${title}`}
                      onClick={() =>
                        onBet({ matchId: match.matchId, match: title, bookmaker: bookmaker.name, options })
                      }
                    >
                      Bet
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </TableScroll>
      {consensus.source && (
        <Consensus>
          Margin-free consensus ({consensus.source}): home {formatPercent(consensus.home)}, draw{' '}
          {formatPercent(consensus.draw)}, away {formatPercent(consensus.away)}
        </Consensus>
      )}
    </Card>
  );
}

/** Bookmaker odds for upcoming matches, one card per match (spec §2). */
export function OddsComparisonPage() {
  const { displayName } = useSession();
  const { asOf, ready } = useAsOfDate();
  return (
    <>
      <PageTitle documentTitle="Odds Comparison · Client portal">Odds Comparison for {displayName}</PageTitle>
      <AsOfNote />
      {ready ? <OddsList defaultDate={asOf ?? ''} /> : <LoadingState message="Loading odds..." />}
    </>
  );
}

function OddsList({ defaultDate }: { defaultDate: string }) {
  const [filter, setFilter] = useState<DateLeagueFilter>({ date: defaultDate, league: DEFAULT_LEAGUE });
  const [bet, setBet] = useState<BetSelection | null>(null);
  const paging = useListPaging();
  const { page, pageLoaded } = paging;
  const query = useGetOddsQuery({
    league: filter.league,
    date: filter.date || undefined,
    page,
    size: LIST_PAGE_SIZE,
  });
  const { currentData, error } = query;
  const matches = currentData?.matches ?? [];

  useEffect(() => {
    if (currentData) pageLoaded(page, currentData.matches.length);
  }, [currentData, page, pageLoaded]);

  if (isForbidden(error)) return <UpgradePanel feature="Odds Comparison" />;

  return (
    <>
      <DateLeagueList
        filter={filter}
        onFilterChange={setFilter}
        subject="odds"
        paging={paging}
        query={query}
        itemCount={matches.length}
        paginationLabel="Odds pages"
        emptyState={<EmptyState message="No odds available for these filters." />}
      >
        <Cards>
          {matches.map((match) => (
            <MatchOddsCard key={match.matchId} match={match} onBet={setBet} />
          ))}
        </Cards>
      </DateLeagueList>
      <BetModal selection={bet} onClose={() => setBet(null)} />
    </>
  );
}
