import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen, and from then on. Sections below the
 * fold (home sliders, recommendations) fetch only when a shopper scrolls towards them, so the first
 * screen's requests are not queued behind theirs.
 */
export function useNearScreen<T extends Element>(margin = '600px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
