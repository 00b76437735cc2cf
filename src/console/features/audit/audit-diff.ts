/** One changed value of an audit entry: where, what it was, what it became (absent: none). */
export interface DiffRow {
  /** The value's place, `colours.button` (empty for a value that is not an object). */
  readonly path: string;
  readonly before?: string;
  readonly after?: string;
}

/**
 * What a change changed, value by value: objects are walked key by key (a list is one value),
 * and only the values that differ are kept, in the order of their keys. So a settings save that
 * touched one colour reads `colours.button: #112233 → #445566`, not two walls of JSON.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const was = flatten(before);
  const now = flatten(after);
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  return paths
    .filter((path) => was.get(path) !== now.get(path))
    .map((path) => {
      const old = was.get(path);
      const next = now.get(path);
      return {
        path,
        ...(old === undefined ? {} : { before: old }),
        ...(next === undefined ? {} : { after: next }),
      };
    });
}

/** Every leaf value of `value` as text, by its dot path; null and undefined are no value. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (value === null || value === undefined) return out;
  if (typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    }
    return out;
  }
  out.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  return out;
}
