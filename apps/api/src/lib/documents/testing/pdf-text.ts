import { inflateSync } from 'node:zlib';

/**
 * The text a PDF from pdfkit shows, one string per text-showing operator. pdfkit writes standard-font text as
 * `[<hex> kerning <hex> …] TJ` in WinAnsi, so joining the hex pieces of one operator gives back one line as drawn.
 * Compressed streams are inflated first, so the helper reads both renderings.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const header = raw.slice(Math.max(0, match.index - 200), match.index);
    const dictionary = header.slice(header.lastIndexOf('<<'));
    // The stream's own /Length, not the text up to 'endstream': compressed bytes may end in a carriage return,
    // which the end-of-line pattern would take away (one stream in 256, so a test failed now and then).
    const length = /\/Length\s+(\d+)/.exec(dictionary);
    const start = match.index + match[0].indexOf('\n') + 1;
    let content = length ? raw.slice(start, start + Number(length[1])) : match[1]!;
    if (/\/Filter\s*\/FlateDecode/.test(dictionary))
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    for (const operator of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      const hex = [...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => piece[1]).join('');
      lines.push(new TextDecoder('windows-1252').decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}
