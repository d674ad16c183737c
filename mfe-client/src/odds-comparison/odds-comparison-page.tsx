import { ENGINE_LEAGUES, useGetOddsQuery } from '@oddslab/shared/api';
import type { BookmakerOdds, MatchOdds, OddsQuery } from '@oddslab/shared/contract';
import { formatPercent } from '@oddslab/shared/format';
import { LIST_PAGE_SIZE } from '@oddslab/shared/paging';
import { useSession } from '@oddslab/shared/session';
import { Card, PageTitle, theme, useViewportBelow } from '@oddslab/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookmakerPrices, pricedOutcomes } from '../engine-data/bookmaker-prices';
import { AsOfNote, FeatureGate, isForbidden, UpgradePanel, useAsOfDate } from '../engine-data/data-page-parts';
import { ListFilters, type SortChoice } from '../engine-data/list-filters';
import { listQuery, useListSearch } from '../engine-data/list-search';
import { MatchDay } from '../engine-data/match-day';
import { ServerPagedList } from '../engine-data/server-paged-list';
import { BetModal, type BetSelection } from '../view-match/bet-modal';

type OddsSort = NonNullable<OddsQuery['sort']>;
const SORTS: readonly OddsSort[] = ['date', 'homePrice', 'drawPrice', 'awayPrice', 'overPrice', 'underPrice'];
const SORT_CHOICES: readonly SortChoice<OddsSort>[] = [
  { sort: 'date', direction: 'ASC', label: 'Kick-off, soonest first' },
  { sort: 'date', direction: 'DESC', label: 'Kick-off, latest first' },
  { sort: 'homePrice', direction: 'DESC', label: 'Best home price, highest first' },
  { sort: 'drawPrice', direction: 'DESC', label: 'Best draw price, highest first' },
  { sort: 'awayPrice', direction: 'DESC', label: 'Best away price, highest first' },
  { sort: 'overPrice', direction: 'DESC', label: 'Best over 2.5 price, highest first' },
  { sort: 'underPrice', direction: 'DESC', label: 'Best under 2.5 price, highest first' },
];
const defaultDirection = (sort: OddsSort) => (sort === 'date' ? 'ASC' : 'DESC');

const leagueNameOf = (code: string) => ENGINE_LEAGUES.find((league) => league.code === code)?.name ?? code;

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
`;

const Consensus = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface MatchOddsCardProps {
  match: MatchOdds;
  asOf: string | null;
  phone: boolean;
  onBet: (selection: BetSelection) => void;
}

/** One match: every bookmaker's prices, the best price per outcome highlighted, and a Bet action per bookmaker. */
function MatchOddsCard({ match, asOf, phone, onBet }: MatchOddsCardProps) {
  const title = `${match.homeTeam} vs ${match.awayTeam}`;
  const headingId = `odds-match-${match.matchId}`;
  const { consensus } = match;
  const bet = (bookmaker: BookmakerOdds) =>
    onBet({ matchId: match.matchId, match: title, bookmaker: bookmaker.name, options: pricedOutcomes(bookmaker) });

  return (
    <Card aria-labelledby={headingId}>
      <MatchHeader>
        <h2 id={headingId}>
          <Link to={`/client/view-match?id=${match.matchId}`}>{title}</Link>
        </h2>
        <MatchDay date={match.date} kickoff={match.time} asOf={asOf} leagueName={leagueNameOf(match.league)} />
      </MatchHeader>
      <BookmakerPrices bookmakers={match.bookmakers} title={title} phone={phone} onBet={bet} />
      {consensus.source && (
        <Consensus>
          Margin-free consensus ({consensus.source}): home {formatPercent(consensus.home)}, draw{' '}
          {formatPercent(consensus.draw)}, away {formatPercent(consensus.away)}
        </Consensus>
      )}
    </Card>
  );
}

/**
 * Bookmaker odds for upcoming matches, one card per match (spec §2): filtered by league, days and club, sorted by
 * kick-off or by the best price of an outcome, paged on the server, the whole state in the address.
 */
export function OddsComparisonPage() {
  const { displayName } = useSession();
  return (
    <>
      <PageTitle documentTitle="Odds Comparison · Client portal">Odds Comparison for {displayName}</PageTitle>
      <FeatureGate feature="ODDS_COMPARISON" name="Odds Comparison">
        <AsOfNote />
        <OddsList />
      </FeatureGate>
    </>
  );
}

function OddsList() {
  const { asOf } = useAsOfDate();
  const phone = useViewportBelow(theme.breakpoints.tablet);
  const [bet, setBet] = useState<BetSelection | null>(null);
  const list = useListSearch({ sorts: SORTS, defaultSort: 'date', defaultDirection });
  const { search } = list;
  const query = useGetOddsQuery(listQuery(search, LIST_PAGE_SIZE));
  const { currentData, error, isFetching } = query;
  const matches = currentData?.matches ?? [];

  if (isForbidden(error)) return <UpgradePanel feature="Odds Comparison" />;

  return (
    <>
      <ListFilters
        search={search}
        sortChoices={SORT_CHOICES}
        asOf={asOf}
        onApply={list.apply}
        onReset={list.reset}
        disabled={isFetching}
      />
      <ServerPagedList
        subject="odds"
        query={query}
        itemCount={matches.length}
        totals={currentData}
        page={search.page}
        onPageChange={list.goToPage}
        label="Odds"
        noun="matches"
        filtered={list.filtered}
        onClearFilters={list.reset}
      >
        <Cards>
          {matches.map((match) => (
            <MatchOddsCard key={match.matchId} match={match} asOf={asOf} phone={phone} onBet={setBet} />
          ))}
        </Cards>
      </ServerPagedList>
      <BetModal selection={bet} onClose={() => setBet(null)} />
    </>
  );
}
