import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Another page appears at its place at once. The page scrolls smoothly to an anchor within it (index.css), and React
 * Router's scroll restoration scrolls with window.scrollTo, which follows that rule: a new page slid up from where
 * the last one had been read, and Back slid down from the top, over a third of a second. For the commit that shows
 * another page (not another anchor of the same one), scrolling is instant.
 *
 * Rendered just before <ScrollRestoration>: a sibling's layout effects run in order, so this one's comes before the
 * scroll, and its passive effect after it.
 */
export function InstantPageScroll() {
  const { pathname, search } = useLocation();
  const page = pathname + search;
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.style.scrollBehavior = 'auto';
    // Read back at once: Chromium's scrollTo takes the behaviour from the style as last computed, and with the new
    // page just inserted that was still the smooth one (the page slid, now and then). The browser computes the new
    // page's style before its next paint anyway; this computes it a moment earlier.
    void getComputedStyle(html).scrollBehavior;
  }, [page]);
  useEffect(() => {
    document.documentElement.style.removeProperty('scroll-behavior');
  }, [page]);
  return null;
}
