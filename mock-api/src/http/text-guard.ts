/**
 * Path of the first string holding a NUL character, or null. PostgreSQL refuses NUL in text (a 500 otherwise),
 * and no legitimate field needs one, so requests carrying it are rejected up front on both databases.
 */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(root)' : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNulCharacter(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
