import { EmptyState, PageTitle } from '@oddslab/shared/ui';
import { Link } from 'react-router-dom';

/** Unknown /client/* paths stay inside the portal frame instead of showing a blank page. */
export function PortalNotFound() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <EmptyState message="There is no portal page at this address.">
        <Link to="/client/dashboard">Go to the dashboard</Link>
      </EmptyState>
    </>
  );
}
