import { useEffect } from 'react';

/** The site's name, after the page's in every document title. */
export const SITE_NAME = 'OddsLab';

/**
 * Names the document after the page, e.g. 'Fixtures · Client portal · OddsLab', so every page has a title of its
 * own (read first by screen readers, and shown in tabs and history). The shell names each route in a layout effect
 * while its page loads; this runs after it, so the page's own name wins.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
}
