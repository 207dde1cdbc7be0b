/** Scaffold: replaced by the page's real implementation before this lands. */
export function LoginPage() {
  return <h1>LoginPage</h1>;
}
