import PDFDocument from 'pdfkit';

/**
 * What the PDFs we print share (the tax invoice here, a host's payout statement in modules/sales): the A4 document,
 * the house colours and fonts, text that the standard fonts can draw, the header with the title, and page footers.
 */

export const colours = {
  teal: '#0f766e',
  ink: '#1f2937',
  muted: '#6b7280',
  rule: '#e5e7eb',
  band: '#f3f4f6',
  warning: '#b91c1c',
} as const;
export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
/** Room under the content for the page footer. */
const footerSpace = 24;

/** Characters pdfkit's standard fonts can draw besides Latin-1: the Windows-1252 extras (€, dashes, quotes, …). */
const winAnsiExtras = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

const drawable = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a || winAnsiExtras.has(code);

/**
 * Text the standard (WinAnsi) fonts can print. pdfkit writes any other character as a wrong glyph, so accents are
 * stripped where that helps ('ă' becomes 'a') and the rest becomes '?'. Names in Arabic
 * script need an embedded font, which these documents deliberately do without.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\r\n?|\t/g, (c) => (c === '\t' ? ' ' : '\n'))) {
    const code = char.codePointAt(0)!;
    if (drawable(code)) {
      out += char;
      continue;
    }
    const base = [...char.normalize('NFKD')].filter((c) => drawable(c.codePointAt(0)!)).join('');
    out += base || '?';
  }
  return out;
}

/** Collects the PDF stream into one Buffer. */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  maxLines?: number;
}

export interface PageSetup {
  margin: number;
  layout?: 'portrait' | 'landscape';
  /** Tests turn stream compression off to read the page contents; production keeps the default (on). */
  compress?: boolean;
  /** The document's properties; printable() is applied here. */
  info: { Title: string; Subject?: string; Author: string; Creator?: string };
  /** The size of text written without one. */
  textSize: number;
}

/** An A4 document with the tools to lay it out; `done` answers the PDF once `doc.end()` is called. */
export function a4Document(setup: PageSetup) {
  const { margin, textSize } = setup;
  const info = Object.fromEntries(Object.entries(setup.info).map(([key, value]) => [key, printable(value)]));
  const doc = new PDFDocument({
    size: 'A4',
    ...(setup.layout ? { layout: setup.layout } : {}),
    margin,
    compress: setup.compress ?? true,
    // Buffered so the footer can say 'Page 1 of 2' once the page count is known.
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info,
  });
  const done = collect(doc);

  const left = margin;
  const width = doc.page.width - 2 * margin;
  const right = left + width;
  const bottom = () => doc.page.height - margin - footerSpace;

  /**
   * Writes one block of text at (x, y) and returns its height. Callers make room first, so pdfkit never opens a page on
   * its own.
   */
  const write = (text: string, x: number, y: number, w: number, style: TextStyle = {}) => {
    doc
      .font(style.font ?? fonts.regular)
      .fontSize(style.size ?? textSize)
      .fillColor(style.color ?? colours.ink);
    const value = printable(text);
    const full = doc.heightOfString(value, { width: w });
    const height = style.maxLines ? Math.min(full, style.maxLines * doc.currentLineHeight(true)) : full;
    // A point of slack on the clip height so rounding never drops the last line that was measured to fit.
    doc.text(value, x, y, {
      width: w,
      align: style.align ?? 'left',
      ...(style.maxLines ? { height: height + 1, ellipsis: true } : {}),
    });
    return height;
  };

  const line = (y: number, color: string = colours.rule, thickness = 0.75) => {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(thickness).strokeColor(color).stroke();
  };

  /**
   * The title on the left, two lines (the first bold) on the right, and a rule under them; answers where content
   * starts.
   */
  const header = (title: string, meta: [string, string], space: { aboveRule: number; belowRule: number }) => {
    let y = margin;
    const titleHeight = write(title, left, y, width / 2, { font: fonts.bold, size: 22, color: colours.teal });
    let metaY = y + 2;
    metaY += write(meta[0], left + width / 2, metaY, width / 2, { font: fonts.bold, size: 10, align: 'right' }) + 2;
    metaY += write(meta[1], left + width / 2, metaY, width / 2, { size: 10, align: 'right' });
    y = Math.max(y + titleHeight, metaY) + space.aboveRule;
    line(y);
    return y + space.belowRule;
  };

  /**
   * Writes every page's footer, last, now that the page count is known. The bottom margin is lifted while writing
   * them, or pdfkit would take text below it as overflow and open yet another page.
   */
  const footers = (text: (page: number, pages: number) => string) => {
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      write(text(index - range.start + 1, range.count), left, doc.page.height - margin + 6, width, {
        size: 8,
        color: colours.muted,
        align: 'center',
        maxLines: 1,
      });
      doc.page.margins.bottom = savedBottom;
    }
  };

  /**
   * Marks every page as what it is not (a test invoice is no tax invoice): `line` in red in the top margin, above the
   * header, and `word` large and faint across the page, under nothing a reader needs. Margins are lifted as for the
   * footers, so stamping never opens a page.
   */
  const stamp = (line: string, word: string) => {
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const saved = { ...doc.page.margins };
      doc.page.margins.top = 0;
      doc.page.margins.bottom = 0;
      write(line, left, margin / 2 - 6, width, { font: fonts.bold, size: 11, color: colours.warning, align: 'center' });
      const centre = { x: doc.page.width / 2, y: doc.page.height / 2 };
      doc.save();
      doc.rotate(-35, { origin: [centre.x, centre.y] });
      doc.fillOpacity(0.1);
      write(word, 0, centre.y - 80, doc.page.width, {
        font: fonts.bold,
        size: 160,
        color: colours.warning,
        align: 'center',
        maxLines: 1,
      });
      doc.restore();
      doc.page.margins.top = saved.top;
      doc.page.margins.bottom = saved.bottom;
    }
  };

  return { doc, done, left, width, right, bottom, write, line, header, footers, stamp };
}
