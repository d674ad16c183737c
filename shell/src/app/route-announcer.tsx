import { visuallyHidden } from '@oddslab/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

/** Tells screen-reader users that a client-side navigation happened, by reading the new page's title. */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const firstPage = useRef(true);

  useEffect(() => {
    // The first page is announced by the browser itself.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    // The page sets its title in an effect of the same commit; read it once that has run.
    const timer = window.setTimeout(() => setMessage(document.title), 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <Announcement role="status" aria-live="polite" aria-atomic="true">
      {message}
    </Announcement>
  );
}

const Announcement = styled.p`
  ${visuallyHidden}
`;
