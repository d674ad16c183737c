// Its own entry point, apart from the UI kit: the sanitiser (DOMPurify) is then loaded only by pages that show HTML.
export { ArticleView, type ArticleViewProps } from './article-view';
export { SafeHtml, type SafeHtmlProps, sanitizeHtml } from './safe-html';
