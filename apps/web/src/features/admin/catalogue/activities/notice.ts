/** What an action says happened, above the table. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}
