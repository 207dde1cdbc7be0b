import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every message a route refuses with comes from the catalogue (a module's `*_MESSAGES` in the shared package, gathered
 * in MESSAGES): its answer then carries the message's key, and the web words it in the reader's language. A literal
 * sentence in a route would reach an Arabic page in English.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** An HttpError, notFound or rate limit given a sentence written in place rather than a catalogue message. */
const LITERAL_MESSAGE = /new HttpError\(\s*\d+,\s*'[A-Z_]+',\s*['`"]|notFound\(\s*['`"]|namedLimitsOnly\(\s*['`"]/;

describe('the API refuses in the words of the catalogue', () => {
  it('has no refusal written as a literal sentence', () => {
    const literal = sources(src).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(new RegExp(LITERAL_MESSAGE, 'g'))].map(
        (match) => `${path.relative(src, file)}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`,
      );
    });
    expect(literal).toEqual([]);
  });
});
