import { type RefCallback, useCallback, useRef, useState } from 'react';

/**
 * The state of a horizontal scroll-snap track (a small CSS slider instead of a carousel library):
 * whether it can go back or forward, which slide is in front, and moving by a screenful or to a
 * slide. Swiping is the browser's own scrolling.
 *
 * `ref` is a callback ref: the track is watched from whenever it mounts, which for a product slider is
 * when its cards arrive, after the skeleton (an effect run at the hook's mount found no track then,
 * and the arrows never followed a scroll).
 */
export function useScrollTrack<T extends HTMLElement>() {
  const element = useRef<T | null>(null);
  const [state, setState] = useState({ atStart: true, atEnd: true, index: 0 });

  const measure = useCallback(() => {
    const track = element.current;
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

  // Measured in the next frame, where the browser lays the page out anyway: read in React's commit,
  // the track's size would force that layout into the same task as the render (a long task on a
  // phone: 70 of 160 ms for a home slider whose cards arrived, traced with 4x CPU throttling).
  const frame = useRef(0);
  const measureNextFrame = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(measure);
  }, [measure]);

  const ref: RefCallback<T> = useCallback(
    (track: T | null) => {
      element.current = track;
      if (!track) return;
      // a ResizeObserver reports the first size by itself, after the browser's own layout
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
      if (observer) observer.observe(track);
      else measureNextFrame();
      track.addEventListener('scroll', measure, { passive: true });
      return () => {
        element.current = null;
        track.removeEventListener('scroll', measure);
        observer?.disconnect();
        cancelAnimationFrame(frame.current);
      };
    },
    [measure, measureNextFrame],
  );

  const smooth = (): ScrollBehavior =>
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

  const page = (direction: 1 | -1) => {
    const track = element.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: smooth() });
  };

  const goTo = (index: number) => {
    const track = element.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (track && slide) track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: smooth() });
  };

  return { ref, ...state, previous: () => page(-1), next: () => page(1), goTo, measureNextFrame };
}
