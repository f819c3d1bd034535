import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen, and from then on. Sections below the
 * fold (home sliders, recommendations) fetch only when a shopper scrolls towards them, so the first
 * screen's requests are not queued behind theirs. False in the server's render too: a server-rendered
 * page carries their skeletons, not their products (a lighter page to send and to hydrate).
 */
export function useNearScreen<T extends Element>(margin = '600px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // a browser without IntersectionObserver gets everything at once
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
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
