import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncateWords.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('truncateWords', () => {
  it('keeps a text of exactly the limit unchanged', () => {
    expect(truncateWords(words(75), 75)).toBe(words(75));
  });

  it('cuts after the 75th word and adds an ellipsis', () => {
    const cut = truncateWords(words(76), 75);
    expect(cut).toBe(`${words(75)}…`);
    expect(cut.split(/\s+/)).toHaveLength(75);
  });

  it('keeps line breaks inside the kept part', () => {
    expect(truncateWords('one two\n\nthree four five', 3)).toBe('one two\n\nthree…');
  });

  it('does not count trailing spaces as more words', () => {
    expect(truncateWords('one two three   \n', 3)).toBe('one two three   \n');
  });

  it('leaves short and empty texts alone', () => {
    expect(truncateWords('a short text', 75)).toBe('a short text');
    expect(truncateWords('', 75)).toBe('');
  });
});
