import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { ImageCarousel } from './ImageCarousel.tsx';

// The scrolling itself is the carousel's (snapCarousel.ts); here, which way the keys send it.
const carousel = vi.hoisted(() => ({
  scrollPrev: vi.fn(),
  scrollNext: vi.fn(),
  selectedScrollSnap: () => 0,
  on: () => carousel,
  off: () => carousel,
}));
vi.mock('../../../components/useCarousel.ts', () => ({
  CAROUSEL_FOCUSABLE: '',
  CAROUSEL_SLIDE: '',
  CAROUSEL_VIEWPORT: '',
  useCarousel: () => [() => {}, carousel],
}));

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
  vi.clearAllMocks();
});

const photos = ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'];

/** Presses the key that should show the next photo, then the one for the previous, and checks where each went. */
function pressForNextThenPrevious(next: 'ArrowLeft' | 'ArrowRight', previous: 'ArrowLeft' | 'ArrowRight') {
  render(<ImageCarousel images={photos} title="Desert Safari" />);
  const gallery = screen.getByRole('region');
  fireEvent.keyDown(gallery, { key: next });
  expect(carousel.scrollNext).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(gallery, { key: previous });
  expect(carousel.scrollPrev).toHaveBeenCalledTimes(1);
}

describe("the activity's photos", () => {
  it('go to the next photo with the arrow that points along the reading direction', () => {
    pressForNextThenPrevious('ArrowRight', 'ArrowLeft');
  });

  it('on an Arabic page, go to the next photo with the left arrow, and mirror the buttons', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    pressForNextThenPrevious('ArrowLeft', 'ArrowRight');
    for (const name of ['Previous photo', 'Next photo'])
      expect(screen.getByRole('button', { name }).querySelector('svg')).toHaveClass('rtl:-scale-x-100');
  });

  it('describe themselves as a carousel of slides in the catalogue’s words', () => {
    render(<ImageCarousel images={photos} title="Desert Safari" />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group', { hidden: true })[0]).toHaveAttribute('aria-roledescription', 'slide');
  });
});
