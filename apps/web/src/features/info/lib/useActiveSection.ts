import { useEffect, useState } from 'react';

/** How far below the top of the window a section's heading counts as 'being read' (under the sticky header). */
const READING_LINE_PX = 160;

/**
 * The id of the section being read: the last one whose top has scrolled above the reading line. Measured once per
 * animation frame while scrolling, so the table of contents can mark where the reader is.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (!element) continue;
        if (element.getBoundingClientRect().top > READING_LINE_PX) break;
        current = id;
      }
      // The last sections are too short to reach the line; at the very bottom of the page the last one is being read.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom && current ? (ids.at(-1) ?? current) : current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}
