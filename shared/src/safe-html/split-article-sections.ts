import { articleTopLevelNodes } from '#article-html-runtime';

export interface ArticleSection {
  /** Heading text (plain text, never HTML); null for content that precedes the first heading. */
  heading: string | null;
  /** 1 for an h1 heading in the source, 2 for h2. */
  level: 1 | 2;
  /** The HTML between this heading and the next; still to be sanitised when rendered. */
  html: string;
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Cuts an article body into sections at its h1/h2 headings so each can fade in on its own. */
export function splitArticleSections(body: string): ArticleSection[] {
  const sections: ArticleSection[] = [];
  let current: ArticleSection = { heading: null, level: 1, html: '' };
  for (const node of articleTopLevelNodes(body)) {
    if (node.kind === 'heading') {
      if (current.heading !== null || current.html.trim() !== '') sections.push(current);
      current = { heading: node.text.trim(), level: node.level, html: '' };
    } else {
      current.html += node.kind === 'element' ? node.html : escapeText(node.text);
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
