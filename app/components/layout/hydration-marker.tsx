import { useEffect } from "react";

/** Marks <html data-hydrated="true"> once React has taken over the prerendered page (used by the end-to-end tests). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
