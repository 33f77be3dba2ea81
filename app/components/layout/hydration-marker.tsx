import { useEffect } from "react";
import { registerServiceWorker } from "~/lib/register-service-worker";

/**
 * Once React has taken over the prerendered page: marks <html data-hydrated="true">
 * (the end-to-end tests wait for it) and registers the service worker.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    registerServiceWorker();
  }, []);
  return null;
}
