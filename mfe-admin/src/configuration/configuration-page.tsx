import { PageTitle } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { AlgorithmWeightsPanel } from './algorithm-weights-panel';
import { ApiCredentialsCard } from './api-credentials-card';
import { AsOfPanel } from './as-of-panel';
import { BetfairAccountsCard } from './betfair-accounts-card';
import { ReplayControlPanel } from './replay-control-panel';
import { ReplayHistoryPanel } from './replay-history-panel';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/**
 * Configuration (/admin/configuration): the model's algorithm weights, the replay clock (pause, pace, jump forward,
 * a new replay), the replays run so far, and the secrets vault: API credentials and Betfair accounts.
 */
export function ConfigurationPage() {
  return (
    <>
      <PageTitle
        documentTitle="Configuration · Admin console"
        subtitle="Tune the prediction model, run the engine's clock and keep third-party keys."
      >
        Configuration
      </PageTitle>
      <Column>
        <Grid>
          <AlgorithmWeightsPanel />
          <Column>
            <ReplayControlPanel />
            <AsOfPanel />
          </Column>
        </Grid>
        <ReplayHistoryPanel />
        <Pair>
          <ApiCredentialsCard />
          <BetfairAccountsCard />
        </Pair>
      </Column>
    </>
  );
}
