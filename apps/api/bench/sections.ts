import fs from 'node:fs';

/**
 * docs/PERFORMANCE.md is written by more than one benchmark: the catalogue benchmark writes the file, and the
 * checkout benchmark keeps its own section between these markers, which a re-run of either leaves in place.
 */
export const CHECKOUT_SECTION = ['<!-- bench:checkout -->', '<!-- /bench:checkout -->'] as const;

/** Replaces a marked section of the file (or adds it at the end), leaving the rest as it is. */
export function writeSection(file: string, start: string, end: string, text: string) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? current.slice(0, from) + text + current.slice(to + end.length) : `${current.trimEnd()}\n\n${text}\n`;
  fs.writeFileSync(file, next);
}

/** Writes the whole file, carrying over the other benchmarks' sections from the current one. */
export function writeKeepingSections(file: string, text: string) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const [start, end] = CHECKOUT_SECTION;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  fs.writeFileSync(file, from >= 0 && to > from ? `${text.trimEnd()}\n\n${current.slice(from, to + end.length)}\n` : text);
}
