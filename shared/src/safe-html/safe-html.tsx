import DOMPurify from 'dompurify';
import { type ElementType, useMemo } from 'react';
import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_TAGS,
  ARTICLE_LINK_ATTRIBUTES,
  ARTICLE_LINK_SCHEMES,
} from '../article-html';

/** An href with one of the allowed schemes, or relative (but not protocol-relative `//host`). */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${ARTICLE_LINK_SCHEMES.join('|')}):|/(?!/)|[^a-z/]|[a-z+.-]+(?:[^a-z+.:-]|$))`,
  'i',
);

// An instance of its own, so the link hook below applies to article HTML only.
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    for (const [name, value] of Object.entries(ARTICLE_LINK_ATTRIBUTES)) node.setAttribute(name, value);
  }
});

/**
 * Keeps only what article HTML may contain, by the rules the API applies on save: scripts, event handlers, styles,
 * frames, images and javascript: URLs are removed, and links open in a new tab.
 */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_HTML_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(ARTICLE_HTML_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
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
