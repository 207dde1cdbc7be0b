/** What the page says after a decision: what happened, or why nothing did. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}
