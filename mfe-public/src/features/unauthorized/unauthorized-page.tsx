import { Button, PageColumn } from '@oddslab/shared/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(3.5rem, 2.5rem + 4vw, 5.5rem);
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.danger};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export function UnauthorizedPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Back like the browser's button; a tab opened straight on this page has nowhere to go back to, so it goes home.
  const canGoBack = location.key !== 'default' || window.history.length > 1;
  return (
    <PageColumn>
      <Panel aria-labelledby="unauthorized-title">
        <Code>403</Code>
        <h1 id="unauthorized-title">Access Denied</h1>
        <Text>You don't have permission to access this resource.</Text>
        <Text>Please contact your administrator if you believe this is an error.</Text>
        <Actions>
          <Button onClick={() => navigate('/')}>Go to Home</Button>
          <Button variant="secondary" onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
            Go Back
          </Button>
        </Actions>
      </Panel>
    </PageColumn>
  );
}
