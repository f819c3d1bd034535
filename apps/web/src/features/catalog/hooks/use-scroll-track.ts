import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The state of a horizontal scroll-snap track (a small CSS slider instead of a carousel library):
 * whether it can go back or forward, which slide is in front, and moving by a screenful or to a
 * slide. Swiping is the browser's own scrolling.
 */
export function useScrollTrack<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState({ atStart: true, atEnd: true, index: 0 });

  const measure = useCallback(() => {
    const track = ref.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    // RTL is not a concern here (EN and VI are both left to right)
    const left = track.scrollLeft;
    const slide = track.firstElementChild as HTMLElement | null;
    const step = slide ? slide.getBoundingClientRect().width : track.clientWidth;
    const index = step > 0 ? Math.round(left / step) : 0;
    setState((s) =>
      s.atStart === left <= 2 && s.atEnd === left >= max - 2 && s.index === index
        ? s
        : { atStart: left <= 2, atEnd: left >= max - 2, index },
    );
  }, []);

  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const smooth = (): ScrollBehavior =>
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

  const page = (direction: 1 | -1) => {
    const track = ref.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: smooth() });
  };

  const goTo = (index: number) => {
    const track = ref.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (track && slide) track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: smooth() });
  };

  return { ref, ...state, previous: () => page(-1), next: () => page(1), goTo, measure };
}
