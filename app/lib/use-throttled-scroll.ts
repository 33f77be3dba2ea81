import { useEffect, useState } from "react";

/** Header scroll check interval. */
const SCROLL_THROTTLE_MS = 100;

export interface HeaderState {
  /** Scrolled past the threshold: the header becomes sticky. */
  readonly scrolled: boolean;
  /** The page's dark hero is still behind the header bar. */
  readonly overHero: boolean;
}

/**
 * Where the page is under the header, checked at most every SCROLL_THROTTLE_MS
 * from a passive listener (with a trailing check so the final position always
 * counts), and again when `pageKey` (the path) changes.
 */
export function useHeaderState(threshold: number, pageKey: string, initialOverHero = false): HeaderState {
  // Before the first check (the prerendered page, until hydration): the top of the page, where a dark hero that
  // opens it is behind the bar.
  const [state, setState] = useState<HeaderState>({ scrolled: false, overHero: initialOverHero });
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      timer = undefined;
      const hero = document.querySelector("main > .hero:first-child");
      const header = document.querySelector(".site-header");
      const scrolled = window.scrollY > threshold;
      const overHero =
        !!hero && !!header && hero.getBoundingClientRect().bottom > header.getBoundingClientRect().height;
      setState((previous) =>
        previous.scrolled === scrolled && previous.overHero === overHero ? previous : { scrolled, overHero },
      );
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
  }, [threshold, pageKey]);
  return state;
}
