export type ArticleIdResult = { id: number; error: null } | { id: null; error: string };

/** Spec §5: the route id must be a whole number; a missing id and a malformed one have their own messages. */
export function readArticleId(raw: string | undefined): ArticleIdResult {
  if (raw === undefined || raw.trim() === '') return { id: null, error: 'Article ID is missing.' };
  if (!/^\d+$/.test(raw)) return { id: null, error: 'Invalid article ID' };
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) return { id: null, error: 'Invalid article ID' };
  return { id, error: null };
}
