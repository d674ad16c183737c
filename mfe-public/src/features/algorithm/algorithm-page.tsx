import { PageColumn, PageTitle } from '@oddslab/shared/ui';
import styled from 'styled-components';

const Notice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  margin: 0;
`;

export function AlgorithmPage() {
  return (
    <PageColumn>
      <PageTitle>Algorithm</PageTitle>
      <Notice>Coming soon!</Notice>
    </PageColumn>
  );
}
