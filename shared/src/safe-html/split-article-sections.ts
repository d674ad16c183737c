export interface ArticleSection {
  /** Heading text (plain text, never HTML); null for content that precedes the first heading. */
  heading: string | null;
  /** 1 for an h1 heading in the source, 2 for h2. */
  level: 1 | 2;
  /** The HTML between this heading and the next; still to be sanitised when rendered. */
  html: string;
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Cuts an article body into sections at its h1/h2 headings so each can fade in on its own.
 * Uses an inert parsed document: nothing in the body runs or loads while it is split.
 */
export function splitArticleSections(body: string): ArticleSection[] {
  const document = new DOMParser().parseFromString(body, 'text/html');
  const sections: ArticleSection[] = [];
  let current: ArticleSection = { heading: null, level: 1, html: '' };

  for (const node of Array.from(document.body.childNodes)) {
    if (node instanceof Element && (node.tagName === 'H1' || node.tagName === 'H2')) {
      if (current.heading !== null || current.html.trim() !== '') sections.push(current);
      current = { heading: (node.textContent ?? '').trim(), level: node.tagName === 'H1' ? 1 : 2, html: '' };
    } else if (node instanceof Element) {
      current.html += node.outerHTML;
    } else if (node.nodeType === Node.TEXT_NODE) {
      current.html += escapeText(node.textContent ?? '');
    }
  }
  if (current.heading !== null || current.html.trim() !== '') sections.push(current);
  return sections;
}

/**
 * Article bodies often open with an h1 that repeats the title shown above them; that heading is dropped so the
 * title is not shown twice (its content stays).
 */
export function withoutRepeatedTitle(sections: ArticleSection[], title: string): ArticleSection[] {
  const [first, ...rest] = sections;
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!first || first.heading === null || normalise(first.heading) !== normalise(title)) return sections;
  return first.html.trim() === '' ? rest : [{ ...first, heading: null }, ...rest];
}
