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
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}

const VisuallyHidden = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
