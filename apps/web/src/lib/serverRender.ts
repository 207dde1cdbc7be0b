/**
 * Whether the page being rendered is the server's (no document), or the browser's first render of a page the server
 * rendered (its hydration). Parts that load late on a visitor's screen (an activity's tabs and reviews) are in the
 * server's HTML, for readers without JavaScript and for search engines, and are kept while the page hydrates.
 */
let hydrating = typeof document !== 'undefined' && document.getElementById('query-state') !== null;

export const renderingServerHtml = (): boolean => typeof document === 'undefined' || hydrating;

/** Called once the first render has committed (main.tsx): later renders are the browser's own. */
export function hydrationDone(): void {
  hydrating = false;
}
