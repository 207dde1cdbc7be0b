/** Scaffold: replaced by the page's real implementation before this lands. */
export function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
