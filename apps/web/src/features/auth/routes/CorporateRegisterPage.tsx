/** Scaffold: replaced by the page's real implementation before this lands. */
export function CorporateRegisterPage() {
  return <h1>CorporateRegisterPage</h1>;
}
