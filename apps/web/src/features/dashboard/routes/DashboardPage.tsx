/** Scaffold: replaced by the page's real implementation before this lands. */
export function DashboardPage() {
  return <h1>DashboardPage</h1>;
}
