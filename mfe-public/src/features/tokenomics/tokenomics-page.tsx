import { formatPounds } from '@oddslab/shared/format';
import { Card, CardTitle, Chart, PageColumn, PageTitle } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { INITIAL_PRICE_GBP, TOKEN_ALLOCATION, TOKEN_BENEFITS, TOKEN_SYMBOL, TOTAL_SUPPLY } from './token-allocation';

const tokenCount = new Intl.NumberFormat('en-GB');

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  div {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: 700; }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Narrower padding on phones leaves the three figure columns room to fit. */
const AllocationCard = styled(Card)`
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

const AllocationTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; color: ${({ theme }) => theme.colors.textMuted}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  th, td {
    padding: ${({ theme }) => theme.space.sm} 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  td.number, th.number { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  /* Phones: vesting moves under the category name so the three figures fit without scrolling. */
  .vesting-column { display: none; }
  ${({ theme }) => theme.media.tablet} {
    th, td { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; }
    .vesting-column { display: table-cell; }
    .vesting-inline { display: none; }
  }
`;

const VestingInline = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BenefitsCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Benefits = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  li + li { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const Caveat = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const chartLabels = TOKEN_ALLOCATION.map((row) => row.category);
const chartSeries = TOKEN_ALLOCATION.map((row) => row.percentage);

export function TokenomicsPage() {
  return (
    <PageColumn>
      <PageTitle subtitle={`How the ${TOKEN_SYMBOL} token supply is allocated and released.`}>Tokenomics</PageTitle>
      <Facts>
        <div>
          <dt>Total supply</dt>
          <dd>
            {tokenCount.format(TOTAL_SUPPLY)} {TOKEN_SYMBOL}
          </dd>
        </div>
        <div>
          <dt>Initial price</dt>
          <dd>
            {formatPounds(INITIAL_PRICE_GBP)} per {TOKEN_SYMBOL}
          </dd>
        </div>
      </Facts>
      <Layout>
        <AllocationCard aria-labelledby="tokenomics-allocation">
          <CardTitle id="tokenomics-allocation">Token allocation</CardTitle>
          <TableScroll>
            <AllocationTable>
              <caption>Share of the {tokenCount.format(TOTAL_SUPPLY)} token supply by category</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col" className="number">
                    Share
                  </th>
                  <th scope="col" className="number">
                    Tokens
                  </th>
                  <th scope="col" className="vesting-column">
                    Vesting
                  </th>
                </tr>
              </thead>
              <tbody>
                {TOKEN_ALLOCATION.map((row) => (
                  <tr key={row.category}>
                    <th scope="row">
                      <span>{row.category}</span>
                      <VestingInline className="vesting-inline">{row.vesting}</VestingInline>
                    </th>
                    <td className="number">{row.percentage}%</td>
                    <td className="number">{tokenCount.format(row.tokens)}</td>
                    <td className="vesting-column">{row.vesting}</td>
                  </tr>
                ))}
              </tbody>
            </AllocationTable>
          </TableScroll>
        </AllocationCard>
        <Card aria-labelledby="tokenomics-chart">
          <CardTitle id="tokenomics-chart">Distribution</CardTitle>
          <Chart
            type="donut"
            height={320}
            series={chartSeries}
            options={{ labels: chartLabels, legend: { position: 'bottom' }, dataLabels: { enabled: true } }}
            ariaLabel={`Donut chart of the ${TOKEN_SYMBOL} allocation: ${TOKEN_ALLOCATION.map((row) => `${row.category} ${row.percentage}%`).join(', ')}`}
          />
        </Card>
      </Layout>
      <BenefitsCard aria-labelledby="tokenomics-benefits">
        <CardTitle id="tokenomics-benefits">Holder benefits</CardTitle>
        <Benefits>
          {TOKEN_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </Benefits>
        <Caveat>
          Token prices can fall as well as rise and a token may become impossible to sell. This is not financial advice.
        </Caveat>
      </BenefitsCard>
    </PageColumn>
  );
}
