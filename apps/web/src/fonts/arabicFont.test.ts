// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_FONT_WEIGHTS, FONTS_DIR, arabicFont, fontFile } from '../../build/arabicFont.ts';

describe("the Arabic pages' typeface", () => {
  it.each(ARABIC_FONT_WEIGHTS)(
    'weight %i is the Arabic block of the installed IBM Plex Sans Arabic (npm run fonts -w apps/web)',
    async (weight) => {
      const committed = fs.readFileSync(path.join(FONTS_DIR, fontFile(weight)));
      expect(Buffer.compare(committed, await arabicFont(weight)), fontFile(weight)).toBe(0);
      // Cut down: what an Arabic page downloads stays small.
      expect(committed.length).toBeLessThan(32_000);
    },
  );

  it('the stylesheet names each file it has, for the weights it serves', () => {
    const css = fs.readFileSync(path.join(FONTS_DIR, '..', 'styles', 'arabic-font.css'), 'utf8');
    for (const weight of ARABIC_FONT_WEIGHTS) expect(css).toContain(`../fonts/${fontFile(weight)}`);
  });
});
