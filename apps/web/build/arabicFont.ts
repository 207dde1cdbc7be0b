/**
 * The Arabic pages' typeface, IBM Plex Sans Arabic, cut down to what Arabic text uses: the Arabic block's letters,
 * digits, marks and punctuation (U+0600 to U+06FF) and the joiners and direction marks, at the two weights the pages
 * set (regular and bold). Fontsource's Arabic files also carry the supplements for Persian, Urdu and African
 * languages and four weights: 178 KB for an Arabic page against 59 KB now. On a slow phone connection those bytes
 * arrive while the page first paints (Lighthouse counted them into the Arabic home page's first paint, 1.2 s becoming
 * 2.1 s). A character outside the cut (a Persian letter in someone's name) is drawn in the device's own font.
 *
 * `npm run fonts -w apps/web` writes the files into src/fonts; a test holds them equal to what this makes from the
 * installed Fontsource package, so an update of it is carried into them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const ARABIC_FONT_WEIGHTS = [400, 700] as const;

/** The characters kept: the Arabic block, then ZWNJ, ZWJ, LRM and RLM. */
export const ARABIC_FONT_TEXT =
  Array.from({ length: 0x100 }, (_, i) => String.fromCodePoint(0x0600 + i)).join('') + '\u200c\u200d\u200e\u200f';

export const FONTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'fonts');
export const fontFile = (weight: number) => `ibm-plex-sans-arabic-${weight}.woff2`;

/** The cut-down font of one weight, as WOFF2. */
export async function arabicFont(weight: number): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`);
  return subsetFont(fs.readFileSync(source), ARABIC_FONT_TEXT, { targetFormat: 'woff2' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const require = createRequire(import.meta.url);
  for (const weight of ARABIC_FONT_WEIGHTS) {
    const font = await arabicFont(weight);
    fs.writeFileSync(path.join(FONTS_DIR, fontFile(weight)), font);
    console.log(`${fontFile(weight)}: ${font.length} bytes`);
  }
  // The SIL Open Font License travels with the font.
  fs.copyFileSync(require.resolve('@fontsource/ibm-plex-sans-arabic/LICENSE'), path.join(FONTS_DIR, 'LICENSE'));
}
