import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scroll to top on every route change. Not on the page the browser loaded: the app takes a
 * server-rendered page over after the shopper may have scrolled it, and scrolling it back up then moved
 * the page under their finger (a tap landed on something else).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
