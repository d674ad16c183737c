// Article HTML read and sanitised in Node, by the rules the browser applies with DOMPurify and DOMParser
// (../safe-html/article-html-in-browser.ts): the API on save and the shell server's request-time render of an
// article page use it. Never part of a browser bundle: sanitize-html is large, and the browser has its own.
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import sanitize from 'sanitize-html';
import {
  ARTICLE_HTML_ATTRIBUTES,
  ARTICLE_HTML_TAGS,
  ARTICLE_LINK_ATTRIBUTES,
  ARTICLE_LINK_SCHEMES,
  type ArticleTopLevelNode,
} from '../article-html';

const ARTICLE_HTML_OPTIONS: sanitize.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...ARTICLE_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitize.simpleTransform('a', { ...ARTICLE_LINK_ATTRIBUTES }) },
};

/** Removes scripts, event handlers, iframes, styles and javascript: URLs from article HTML. */
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, ARTICLE_HTML_OPTIONS).trim();
}

/** The body's top-level nodes, parsed without a document (htmlparser2 only builds a tree: nothing runs or loads). */
export function articleTopLevelNodes(body: string): ArticleTopLevelNode[] {
  return parseDocument(body).children.flatMap((node): ArticleTopLevelNode[] => {
    if (node.type === ElementType.Text) return [{ kind: 'text', text: node.data }];
    // Elements only (scripts and styles are elements too, and removed by the sanitiser); comments are dropped.
    if (node.type !== ElementType.Tag && node.type !== ElementType.Script && node.type !== ElementType.Style) return [];
    if (node.name === 'h1' || node.name === 'h2') {
      return [{ kind: 'heading', level: node.name === 'h1' ? 1 : 2, text: DomUtils.textContent(node) }];
    }
    return [{ kind: 'element', html: DomUtils.getOuterHTML(node) }];
  });
}
