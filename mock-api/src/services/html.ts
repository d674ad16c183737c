import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_TAGS,
  ARTICLE_LINK_ATTRIBUTES,
  ARTICLE_LINK_SCHEMES,
} from '@oddslab/shared/article-html';
import sanitizeHtml from 'sanitize-html';

/** What article contents may contain: the rules the browser's preview and reader pages apply too. */
const ARTICLE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...ARTICLE_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { ...ARTICLE_LINK_ATTRIBUTES }) },
};

/** Removes scripts, event handlers, iframes, styles and javascript: URLs from article HTML. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Plain text (titles, summaries): every tag is dropped and whitespace collapsed. The escaping sanitize-html
 * adds is undone because the frontend renders these as text, never as HTML.
 */
export function toPlainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}
