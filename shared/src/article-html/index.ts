// What article HTML may contain, one source for the API's sanitiser (on save) and the browser's (the reader's page
// and the editor's preview), so the preview shows exactly what readers get. Plain values: no sanitiser is loaded.

/** Headings, paragraphs, lists, emphasis, quotes and plain links. */
export const ARTICLE_HTML_TAGS = [
  'h1',
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'br',
  'blockquote',
] as const;

/** Attributes kept, by tag; every other attribute is dropped. */
export const ARTICLE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
};

/** Link schemes kept; other links lose their href, and protocol-relative (`//host`) ones too. */
export const ARTICLE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Every link opens in a new tab without access to the page that opened it. */
export const ARTICLE_LINK_ATTRIBUTES = { rel: 'noopener noreferrer nofollow', target: '_blank' } as const;

/** Field limits of articles and their content, for the API's schemas and the admin editor. */
export const ARTICLE_TITLE_MAX_LENGTH = 200;
export const ARTICLE_SUMMARY_MAX_LENGTH = 5000;
export const ARTICLE_BODY_MAX_LENGTH = 100_000;
export const ARTICLE_SOURCE_MAX_LENGTH = 120;

/** A top-level node of an article body, as the section splitter needs it (parsed in a browser or in Node). */
export type ArticleTopLevelNode =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'element'; html: string }
  | { kind: 'text'; text: string };
