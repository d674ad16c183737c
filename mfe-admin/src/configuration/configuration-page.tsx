import { PageTitle } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { AlgorithmWeightsPanel } from './algorithm-weights-panel';
import { AsOfPanel } from './as-of-panel';
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

/**
 * Configuration (/admin/configuration): the model's algorithm weights, the replay clock (pause, pace, jump forward,
 * a new replay) and the replays run so far. API credentials and exchange accounts are not shown: the server keeps
 * no such records.
 */
export function ConfigurationPage() {
  return (
    <>
      <PageTitle subtitle="Tune the prediction model and run the engine's clock.">Configuration</PageTitle>
      <Column>
        <Grid>
          <AlgorithmWeightsPanel />
          <Column>
            <ReplayControlPanel />
            <AsOfPanel />
          </Column>
        </Grid>
        <ReplayHistoryPanel />
      </Column>
    </>
  );
}
