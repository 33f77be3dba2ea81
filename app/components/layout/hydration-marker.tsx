import { useEffect } from "react";
import { registerServiceWorker } from "~/lib/register-service-worker";

/**
 * Once React has taken over the prerendered page: marks <html data-hydrated="true">
 * (the end-to-end tests wait for it), registers the service worker and
 * starts reporting web vitals.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    registerServiceWorker();
    // The reporter and the web-vitals library load together, after hydration, outside the first load.
    import("~/lib/report-web-vitals").then(({ reportWebVitals }) => reportWebVitals(), () => undefined);
  }, []);
  return null;
}
