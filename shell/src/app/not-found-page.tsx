import { useDocumentTitle } from '@oddslab/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A public address that no page answers to. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Wrapper>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Go to Home</Link>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
