import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The documents' fonts, from npm (@fontsource, SIL Open Font Licence) and inlined as data: URLs so a document needs
 * no network and prints the same on any server: Noto Sans for Latin script (with accents: 'Ştefan', 'Zoë') and IBM
 * Plex Sans Arabic, so an Arabic name prints shaped and right to left. Plex's shaped letters keep their meaning in
 * the PDF (a reader can search and copy 'ليلى'); Noto Naskh's ligatures print as glyphs with no text behind them.
 * Each face keeps its unicode-range, so Chromium picks the Arabic face for Arabic letters only.
 */
const faces = [
  { family: '@fontsource/noto-sans', subsets: ['latin', 'latin-ext'] },
  { family: '@fontsource/ibm-plex-sans-arabic', subsets: ['arabic'] },
];
const weights = [400, 700];

export const FONT_STACK = "'Noto Sans', 'IBM Plex Sans Arabic', sans-serif";

const require = createRequire(import.meta.url);

/** fontsource's own @font-face rules for one subset and weight, their woff2 inlined (the woff fallback dropped). */
function inlineFaces(family: string, subset: string, weight: number): string {
  const folder = path.dirname(require.resolve(`${family}/${subset}-${weight}.css`));
  const css = readFileSync(path.join(folder, `${subset}-${weight}.css`), 'utf8');
  return css.replace(/src:\s*url\(\.\/files\/([^)]+\.woff2)\) format\('woff2'\)[^;]*;/g, (_, file: string) => {
    const data = readFileSync(path.join(folder, 'files', file)).toString('base64');
    return `src: url(data:font/woff2;base64,${data}) format('woff2');`;
  });
}

let cached: string | null = null;
const cachedMargin = new Map<boolean, string>();

/**
 * The faces of the pages' header and footer, which Chromium draws apart from the page and its fonts: Noto Sans's
 * Latin letters, kept small because every page carries them, and IBM Plex Sans Arabic's Arabic letters when the
 * margins print Arabic (without it Chromium falls back to whatever the server has, or to nothing).
 */
export function marginFontFaces(arabic = false): string {
  let faces = cachedMargin.get(arabic);
  if (!faces) {
    faces = weights
      .flatMap((w) => [
        inlineFaces('@fontsource/noto-sans', 'latin', w),
        ...(arabic ? [inlineFaces('@fontsource/ibm-plex-sans-arabic', 'arabic', w)] : []),
      ])
      .join('\n');
    cachedMargin.set(arabic, faces);
  }
  return faces;
}

/** Every @font-face rule the documents use (read once, about 350 kB). */
export function fontFaces(): string {
  cached ??= faces
    .flatMap(({ family, subsets }) => subsets.flatMap((subset) => weights.map((w) => inlineFaces(family, subset, w))))
    .join('\n');
  return cached;
}
