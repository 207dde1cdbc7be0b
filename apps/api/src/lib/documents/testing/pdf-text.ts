import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/** A printed PDF as tests read it: its pages, the text of each, and its title. */
export interface PdfContents {
  pages: number;
  /** Per page, the pieces of text as a reader sees them (see `pdfText`). */
  text: string[][];
  title: string | undefined;
}

/**
 * Reads a PDF with pdf.js (Mozilla's parser, its Node build): Chromium's PDFs have compressed streams and subset
 * fonts, so only a real parser gets the text back. Words that follow one another on a line make one piece; a wider
 * gap (a table's next cell, the amount at the end of a row) starts another. Right-to-left runs come out in visual
 * order and as shaped letter forms: they are put back in reading order and normalised (NFKC), so an Arabic name reads
 * as it was typed.
 */
export async function readPdf(pdf: Uint8Array): Promise<PdfContents> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const text: string[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const items = (await page.getTextContent()).items.filter((item): item is TextItem => 'str' in item);
      text.push(pieces(items));
    }
    const info = (await document.getMetadata()).info as { Title?: string };
    return { pages: document.numPages, text, title: info.Title };
  } finally {
    await document.destroy();
  }
}

/** The text a PDF shows, piece by piece in reading order, every page after the other. */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  return (await readPdf(pdf)).text.flat();
}

interface Run {
  items: TextItem[];
  y: number;
  end: number;
  size: number;
}

function pieces(items: TextItem[]): string[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  for (const item of items) {
    if (item.str === '') continue;
    const [, , , , x, y] = item.transform as number[];
    const size = Math.hypot(item.transform[2]!, item.transform[3]!) || item.height;
    const blank = item.str.trim() === '';
    // pdf.js's spaces are a little wider than the gap they stand for, so a word may start inside the space before it.
    const follows =
      run !== null && Math.abs(run.y - y!) < size * 0.3 && x! - run.end < size * 0.5 && x! > run.end - size * 0.3;
    // A space wider than a word space is the gap between two cells, not part of a sentence.
    if (blank && (!follows || item.width > size * 0.6)) {
      run = null;
      continue;
    }
    if (!follows || !run) {
      run = { items: [], y: y!, end: x!, size };
      runs.push(run);
    }
    run.items.push(item);
    run.end = x! + item.width;
  }
  return runs.map((r) => readingOrder(r.items).normalize('NFKC').trim()).filter((s) => s !== '');
}

/** Visual order back to reading order: a sequence of right-to-left items (and the spaces between them) is reversed. */
function readingOrder(items: TextItem[]): string {
  const out: string[] = [];
  let rtl: string[] = [];
  const flush = () => {
    // Spaces at the ends of a right-to-left stretch belong between it and its left-to-right neighbours.
    out.push(rtl.reverse().join(''));
    rtl = [];
  };
  items.forEach((item, index) => {
    const next = items[index + 1];
    const isRtl = item.dir === 'rtl' || (item.str.trim() === '' && rtl.length > 0 && next?.dir === 'rtl');
    if (isRtl) rtl.push(item.str);
    else {
      flush();
      out.push(item.str);
    }
  });
  flush();
  return out.join('');
}
