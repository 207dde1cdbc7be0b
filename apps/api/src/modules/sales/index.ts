/**
 * What other modules may use of sales: the sums and filters of a host's sales, the host dashboard and the monthly
 * statement, which the back office shows for any host.
 */
export { hostDashboard, paidToHost } from './dashboard.ts';
export { bigSum, countOf, notCancelled, paidFor, redeemedIn } from './queries.ts';
export { sendStatement } from './statement-files.ts';
