import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` px (the navbar at 20 px, back-to-top at 300 px). */
export function useScrolledPast(threshold: number): boolean {
  // false until the effect reads the position: the server's page was rendered unscrolled, and the
  // first render has to match it (hydration)
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
