import { EmptyState, PageTitle } from '@oddslab/shared/ui';
import { Link } from 'react-router-dom';

/** Unknown /admin/* paths stay inside the console frame instead of showing a blank page. */
export function ConsoleNotFound() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <EmptyState message="There is no console page at this address.">
        <Link to="/admin">Go to the dashboard</Link>
      </EmptyState>
    </>
  );
}
