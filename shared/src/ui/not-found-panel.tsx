import { Link } from 'react-router-dom';
import { EmptyState } from './async-states';
import { PageTitle } from './page-title';

export interface NotFoundPanelProps {
  /** What has no page here, e.g. 'There is no portal page at this address.' */
  message: string;
  /** Where the way back leads, e.g. the area's dashboard. */
  homePath: string;
  homeLabel: string;
}

/** An unknown path inside a mounted area (portal, console): the area's frame stays, with a way back. */
export function NotFoundPanel({ message, homePath, homeLabel }: NotFoundPanelProps) {
  return (
    <>
      <PageTitle documentTitle="Page not found">Page not found</PageTitle>
      <EmptyState message={message}>
        <Link to={homePath}>{homeLabel}</Link>
      </EmptyState>
    </>
  );
}
