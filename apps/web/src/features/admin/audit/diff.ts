/** One line of an audit entry's difference: a field (a dotted path inside nested objects) and its two values. */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects become dotted paths, so a change deep inside shows as one line rather than two whole objects. */
function flatten(value: Record<string, unknown>, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(inner) && Object.keys(inner).length > 0) flatten(inner, path, into);
    else into.set(path, inner);
  }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an action changed: the fields whose values differ between the subject before and after, in the order they
 * first appear. A creation (no before) or a deletion (no after) lists every field it has. Values that are not
 * objects compare as a whole, on one line with an empty path.
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  if (before == null && after == null) return [];
  const objects = (before == null || isPlainObject(before)) && (after == null || isPlainObject(after));
  if (!objects) return same(before, after) ? [] : [{ path: '', before: before ?? null, after: after ?? null }];
  const old = flatten((before as Record<string, unknown> | null) ?? {});
  const now = flatten((after as Record<string, unknown> | null) ?? {});
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths
    .filter((path) => !same(old.get(path), now.get(path)))
    .map((path) => ({ path, before: old.get(path) ?? null, after: now.get(path) ?? null }));
}

/** 'rejectionReason' → 'Rejection reason', 'address.cityId' → 'Address › City id': the stored names, readable. */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part) => {
      const words = part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}
