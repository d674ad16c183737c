import { Card, PageTitle } from '@oddslab/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 640px;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ComingSoonPageProps {
  title: string;
  /** What the page will offer, in one sentence. */
  purpose: string;
}

/** A console section that ships in a later release: says so plainly and shows no made-up figures. */
export function ComingSoonPage({ title, purpose }: ComingSoonPageProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Panel>
        <Lead>This section is coming in the next release</Lead>
        <Note>{purpose}</Note>
        <Link to="/admin/packages">Manage packages meanwhile</Link>
      </Panel>
    </>
  );
}
