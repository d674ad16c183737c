import DOMPurify from 'dompurify';
import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_TAGS,
  ARTICLE_LINK_ATTRIBUTES,
  ARTICLE_LINK_SCHEMES,
  type ArticleTopLevelNode,
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
 * frames, images and javascript: URLs are removed, and links open in a new tab. DOMPurify needs a document: in Node
 * (a page rendered by the shell server, bundled with the `server-render` condition) the package's
 * `#article-html-runtime` import resolves to ../article-html-server instead, since DOMPurify without a document
 * returns its input unchanged.
 */
export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_HTML_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(ARTICLE_HTML_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}

/** The body's top-level nodes, read from an inert parsed document: nothing in the body runs or loads. */
export function articleTopLevelNodes(body: string): ArticleTopLevelNode[] {
  const document = new DOMParser().parseFromString(body, 'text/html');
  return Array.from(document.body.childNodes).flatMap((node): ArticleTopLevelNode[] => {
    if (node instanceof Element && (node.tagName === 'H1' || node.tagName === 'H2')) {
      return [{ kind: 'heading', level: node.tagName === 'H1' ? 1 : 2, text: node.textContent ?? '' }];
    }
    if (node instanceof Element) return [{ kind: 'element', html: node.outerHTML }];
    if (node.nodeType === Node.TEXT_NODE) return [{ kind: 'text', text: node.textContent ?? '' }];
    return [];
  });
}
