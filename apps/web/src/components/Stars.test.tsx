import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Stars, starsCover } from './Stars.tsx';

afterEach(cleanup);

describe('Stars', () => {
  it('covers whole stars, and half of the next for a half, up to the whole row', () => {
    // Five 20-unit stars with 2-unit gaps: a row of 108 units.
    expect(starsCover(0)).toBe(0);
    expect(starsCover(1)).toBeCloseTo(22 / 108);
    expect(starsCover(4.5)).toBeCloseTo((4 * 22 + 10) / 108);
    expect(starsCover(4.74)).toBeCloseTo((4 * 22 + 10) / 108);
    expect(starsCover(4.8)).toBe(1);
    expect(starsCover(5)).toBe(1);
  });

  it('is one image read out with its rating, drawn as two rows whatever the rating', () => {
    const { container } = render(<Stars rating={3.5} size={14} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(2);
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(6);
    const cut = container.querySelector<HTMLElement>('span > span')!;
    expect(cut.style.inlineSize).toBe(`${((3 * 22 + 10) / 108) * 100}%`);
  });
});
