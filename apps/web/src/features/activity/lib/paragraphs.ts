/** Splits a text typed with line breaks into the paragraphs its author meant, dropping blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Whether an optional text has something worth a section: empty sections are not rendered. */
export function hasText(text: string | null | undefined): text is string {
  return Boolean(text && text.trim());
}
