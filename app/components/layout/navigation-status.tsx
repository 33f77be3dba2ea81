import { useEffect } from "react";
import { useNavigation } from "react-router";
import { CHUNK_ERROR_TEXT, CHUNK_TIMEOUT_MS } from "~/shared/chunk-errors";

/**
 * "Loading..." while a client-side navigation waits for a route chunk or its
 * data. The live region is always present so the change is announced.
 * A navigation still loading after CHUNK_TIMEOUT_MS counts as a failed chunk.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => window.__alphaiChunk?.show(CHUNK_ERROR_TEXT.script), CHUNK_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <div className="navigation-status" role="status" data-loading={loading}>
      {loading ? "Loading..." : ""}
    </div>
  );
}
