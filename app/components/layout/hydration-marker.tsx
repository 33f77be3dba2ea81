import { useEffect } from "react";

/**
 * Once React has taken over the prerendered page: marks <html data-hydrated="true">
 * (the end-to-end tests wait for it), registers the service worker and
 * starts reporting web vitals.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // Service worker and web vitals: loaded when the browser is idle, outside the first load (app/lib/after-hydration.ts).
    const start = () =>
      import("~/lib/after-hydration").then(
        ({ afterHydration }) => afterHydration(),
        () => undefined,
      );
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  }, []);
  return null;
}
