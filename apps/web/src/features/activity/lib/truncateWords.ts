/**
 * Cuts a text after `limit` words and adds an ellipsis. Line breaks inside the kept part survive,
 * so the shortened text still renders as the same paragraphs. A text within the limit comes back unchanged,
 * which lets callers tell whether a Read More toggle is needed by comparing the two.
 */
export function truncateWords(text: string, limit: number): string {
  if (limit <= 0) return text.trim() ? '…' : text;
  const words = text.matchAll(/\S+/g);
  let count = 0;
  for (const word of words) {
    count += 1;
    if (count === limit) {
      const end = word.index + word[0].length;
      // Only cut when another word follows; trailing spaces alone do not make a text long.
      return /\S/.test(text.slice(end)) ? `${text.slice(0, end)}…` : text;
    }
  }
  return text;
}
