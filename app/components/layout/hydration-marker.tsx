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
    // The reporter and the web-vitals library load together when the browser is idle, outside the first load
    // (the library reads the page's buffered performance entries, so nothing is missed by starting late).
    const report = () => import("~/lib/report-web-vitals").then(({ reportWebVitals }) => reportWebVitals(), () => undefined);
    if ("requestIdleCallback" in window) window.requestIdleCallback(report, { timeout: 5000 });
    else setTimeout(report, 1000);
  }, []);
  return null;
}
