import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The router's error page (spec §2): shown when rendering a route throws outside a remote's own boundary. */
export function AppErrorPage() {
  const error = useRouteError();
  return (
    <Page role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{describe(error)}</p>
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
