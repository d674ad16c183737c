import DOMPurify from 'dompurify';
import { type ElementType, useMemo } from 'react';

/** Removes scripts, event handlers, javascript: URLs and embedded frames from untrusted HTML. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'object', 'embed', 'form'],
    FORBID_ATTR: ['style'],
  });
}

export interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

/** Renders HTML from the API after sanitising it in the browser too (defence in depth). */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Safe: the markup was sanitised with DOMPurify just above.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
