/** Scaffold: replaced by the page's real implementation before this lands. */
export function ConfirmEmailPage() {
  return <h1>ConfirmEmailPage</h1>;
}
