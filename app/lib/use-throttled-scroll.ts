import { useEffect, useState } from "react";

/** Header scroll check interval (spec, section 9). */
export const SCROLL_THROTTLE_MS = 100;

/**
 * Whether the page is scrolled past `threshold`, checked at most every
 * SCROLL_THROTTLE_MS from a passive listener (with a trailing check so the
 * final position always counts).
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      timer = undefined;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) check();
      else timer ??= setTimeout(check, wait);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [threshold]);
  return scrolled;
}
