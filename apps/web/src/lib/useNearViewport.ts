import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and stays true). Used to fetch the code of
 * below-the-fold parts only when the visitor scrolls towards them; without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px', force = false): boolean {
  const [near, setNear] = useState(force);
  useEffect(() => {
    if (near) return;
    if (force || typeof IntersectionObserver === 'undefined' || !ref.current) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, force, ref, margin]);
  return near;
}
