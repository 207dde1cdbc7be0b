/** The WHATWG URL of browsers and Node alike (this package builds without DOM or Node types). */
declare const URL: new (
  input: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string };

/** Sign-in pages: never a place to return to once signed in (their guard would bounce the visitor home). */
const AUTH_PAGES = /^\/(login|register|logout|forgot-password|corporate\/[^/?#]+\/register)(\/|\?|#|$)/;

/**
 * A same-site path to send the visitor back to after signing in, or null: one rule for the web app and the server's
 * social sign-in redirect. Anything that could leave the site
 * ('//evil', '/\evil', control characters, absolute URLs) is refused, and so are the sign-in pages themselves.
 */
export function safeReturnTo(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value ||
    value.length > 1000 ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  )
    return null;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return null;
  const base = 'http://same-site.invalid';
  const url = new URL(value, base);
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return AUTH_PAGES.test(path) ? null : path;
}

/** Where to go after a social sign-in: the same-site path asked for, else the home page. */
export const returnPathOrHome = (value: unknown): string => safeReturnTo(value) ?? '/';
