import sanitizeHtml from 'sanitize-html';

/** Article HTML is sanitised by the rules the browser's preview and reader pages apply too, kept in shared. */
export { sanitizeArticleHtml } from '@oddslab/shared/article-html-server';

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
