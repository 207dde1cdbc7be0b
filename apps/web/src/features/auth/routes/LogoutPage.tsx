/** Scaffold: replaced by the page's real implementation before this lands. */
export function LogoutPage() {
  return <h1>LogoutPage</h1>;
}
