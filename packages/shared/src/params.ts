/**
 * Accepts both `city=1&city=2` and `city[]=1&city[]=2`, the form the earlier site's links use. Kept free of zod so
 * the web app can read its address bar without loading the schemas.
 */
export function normaliseListingParams(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const existing = out[name];
    out[name] = existing === undefined ? value : ([] as unknown[]).concat(existing, value);
  }
  return out;
}
