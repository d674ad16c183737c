import { type ElementType, useMemo } from 'react';
import { sanitizeArticleHtml as sanitizeHtml } from '#article-html-runtime';

// DOMPurify in a browser; sanitize-html when a page is rendered in Node (the package's `#article-html-runtime` import,
// by the `server-render` condition).
export { sanitizeHtml };

export interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

/** Renders HTML from the API after sanitising it where it is drawn too (defence in depth). */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Safe: the markup was sanitised just above.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
