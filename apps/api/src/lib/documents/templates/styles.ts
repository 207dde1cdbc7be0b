import { FONT_STACK } from './fonts.ts';

/** The house colours, as on the site and in the mails. */
export const colours = {
  teal: '#0f766e',
  ink: '#1f2937',
  muted: '#6b7280',
  rule: '#e5e7eb',
  band: '#f3f4f6',
  warning: '#b91c1c',
} as const;

/**
 * What every document shares: type, the header with the brand and the document's number, the two address blocks,
 * the table of lines (its header repeated on each page), the totals and the notes. Logical properties only
 * (inline/block, start/end), so the same sheet lays out an Arabic document right to left.
 */
export const documentStyles = `
:root {
  --teal: ${colours.teal}; --ink: ${colours.ink}; --muted: ${colours.muted};
  --rule: ${colours.rule}; --band: ${colours.band}; --warning: ${colours.warning};
}
* { box-sizing: border-box; }
html { font-family: ${FONT_STACK}; font-size: 10pt; line-height: 1.4; color: var(--ink);
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; }
p { margin: 0; }
strong, b, th { font-weight: 700; }

.document-header { display: flex; justify-content: space-between; align-items: flex-start; gap: 20pt;
  padding-block-end: 12pt; margin-block-end: 14pt; border-block-end: 0.75pt solid var(--rule); }
.brand { display: flex; align-items: center; gap: 10pt; }
.brand svg { inline-size: 30pt; block-size: 30pt; flex: none; }
.title { margin: 0; font-size: 22pt; line-height: 1.1; font-weight: 700; color: var(--teal); }
.title-other { margin-block-start: 3pt; font-size: 12pt; font-weight: 700; color: var(--teal); }
.meta { text-align: end; padding-block-start: 2pt; }
.meta p + p { margin-block-start: 2pt; }

.label { margin-block-end: 4pt; font-size: 8pt; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase;
  color: var(--muted); }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 20pt; margin-block-end: 18pt; }
.party p + p { margin-block-start: 2pt; }
.party .name { font-weight: 700; }
.party .trn { font-weight: 700; }

table.lines { inline-size: 100%; border-collapse: collapse; }
.lines thead { display: table-header-group; }
.lines th { padding: 7pt 6pt; background: var(--band); font-size: 8pt; letter-spacing: 0.04em; text-align: start;
  text-transform: uppercase; color: var(--muted); }
.lines td { padding: 6pt; vertical-align: top; border-block-end: 0.75pt solid var(--rule); }
.lines tr { break-inside: avoid; }
.lines .description { font-weight: 700; }
.lines .detail { margin-block-start: 2pt; font-size: 9pt; color: var(--muted); }
.lines .empty { color: var(--muted); }
.lines tfoot td { border-block-end: none; font-weight: 700; }
.lines tfoot { display: table-row-group; }
th.number, td.number, .amount { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
/* An Arabic amount is its figure, then the dirham sign to its left: aligned to the start (right), the figures end together and
   their decimals line up, as the English ones do aligned to the end. */
[dir='rtl'] th.number, [dir='rtl'] td.number, [dir='rtl'] .amount, [dir='rtl'] .totals td { text-align: start; }

.totals { margin-block-start: 12pt; margin-inline-start: auto; border-collapse: collapse; break-inside: avoid; }
.totals th { padding-block: 3pt; padding-inline: 0 20pt; font-weight: 400; text-align: end; }
.totals td { padding-block: 3pt; padding-inline: 0 6pt; text-align: end; white-space: nowrap;
  font-variant-numeric: tabular-nums; }
.totals .strong th, .totals .strong td { font-size: 11pt; font-weight: 700; }
.totals .rule-above th, .totals .rule-above td { border-block-start: 1pt solid var(--ink); padding-block-start: 6pt; }

.statement-host { margin-block-end: 16pt; }
.statement-host .name { font-size: 11pt; }
.lines.statement td { font-size: 9pt; padding: 5pt; }
.lines.statement th { padding: 6pt 5pt; font-size: 7pt; }
.award { margin-block-end: 8pt; }
.award-items { border-block-start: 0.75pt solid var(--rule); }
.award .name { font-size: 12pt; font-weight: 700; }
.award p + p { margin-block-start: 2pt; color: var(--muted); }

/* Spacing letters apart breaks Arabic's joined script, and its letters have no capitals: small labels stay joined,
   a little larger to read as well as the Latin capitals. */
:lang(ar) .label, :lang(ar) .lines th { letter-spacing: 0; text-transform: none; font-size: 9pt; }
:lang(ar) .lines.statement th { font-size: 8pt; }

.notes { margin-block-start: 16pt; font-size: 9pt; color: var(--muted); break-inside: avoid; }
.notes p + p { margin-block-start: 4pt; }
.closing { margin-block-start: 16pt; font-weight: 700; color: var(--teal); break-inside: avoid; }

/* A test document's mark: faint, across every page (fixed elements repeat on each printed page), under the text. */
.test-mark { position: fixed; inset-block-start: 50%; inset-inline-start: 50%; z-index: -1;
  transform: translate(-50%, -50%) rotate(-35deg); font-size: 150pt; font-weight: 700; line-height: 1;
  color: var(--warning); opacity: 0.1; white-space: nowrap; }
/* The Arabic word for the mark is longer than 'TEST': smaller, so it stays on the page. */
[dir='rtl'] .test-mark { transform: translate(50%, -50%) rotate(35deg); font-size: 100pt; }
`;
