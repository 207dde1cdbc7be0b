/**
 * Whether a database error (or one it wraps, as Drizzle does) is a unique violation: two admins saving one name at
 * once.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
