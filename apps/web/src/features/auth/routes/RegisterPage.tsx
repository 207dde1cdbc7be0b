/** Scaffold: replaced by the page's real implementation before this lands. */
export function RegisterPage() {
  return <h1>RegisterPage</h1>;
}
