import { PageTitle } from '@oddslab/shared/ui';
import styled from 'styled-components';
import { AlgorithmWeightsPanel } from './algorithm-weights-panel';
import { AsOfPanel } from './as-of-panel';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/**
 * Configuration (/admin/configuration): the model's algorithm weights and the engine's as-of clock. API
 * credentials and exchange accounts are not shown: the server keeps no such records.
 */
export function ConfigurationPage() {
  return (
    <>
      <PageTitle subtitle="Tune the prediction model and move the engine's clock.">Configuration</PageTitle>
      <Grid>
        <AlgorithmWeightsPanel />
        <AsOfPanel />
      </Grid>
    </>
  );
}
