import fs from 'node:fs';

/**
 * docs/PERFORMANCE.md is written by more than one benchmark, each into its own section between markers (these, and
 * the catalogue's and the load run's in their scripts); a re-run of one leaves the rest of the file as it is.
 */
export const CHECKOUT_SECTION = ['<!-- bench:checkout -->', '<!-- /bench:checkout -->'] as const;

/** Replaces a marked section of the file (or adds it at the end), leaving the rest as it is. */
export function writeSection(file: string, start: string, end: string, text: string) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + text + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${text}\n`;
  fs.writeFileSync(file, next);
}
