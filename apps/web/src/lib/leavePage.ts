/**
 * Sends the browser to another site's page (the payment gateway) or back from it: a full page load, never a route
 * change. Its own module so tests can stand in for it (jsdom cannot navigate).
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
