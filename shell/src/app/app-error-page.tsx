import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The app's error page (spec §2): shown when rendering a page throws outside a remote's own boundary. */
export function AppErrorPage({ error }: { error: Error }) {
  return (
    <Page role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{error.message || 'Something went wrong.'}</p>
      <Link to="/">Go to Home</Link>
    </Page>
  );
}

const Page = styled.main`
  max-width: 640px;
  margin: 15vh auto 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;

  h1 {
    color: ${({ theme }) => theme.colors.danger};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    word-break: break-word;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
