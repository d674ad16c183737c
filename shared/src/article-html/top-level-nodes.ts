/** A top-level node of an article body, as the section splitter needs it (parsed in a browser or in Node). */
export type ArticleTopLevelNode =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'element'; html: string }
  | { kind: 'text'; text: string };
