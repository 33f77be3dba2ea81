import { useEffect } from "react";
import { useNavigation } from "react-router";
import { CHUNK_TIMEOUT_MS } from "~/shared/chunk-errors";
import { useLayoutData } from "../../lib/layout-data";

/**
 * "Loading..." while a client-side navigation waits for a route chunk or its
 * data. The live region is always present so the change is announced.
 * A navigation still loading after CHUNK_TIMEOUT_MS counts as a failed chunk.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const { ui } = useLayoutData();
  const loading = navigation.state === "loading";

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => window.__alphaiChunk?.show("script"), CHUNK_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <div className="navigation-status" role="status" data-loading={loading}>
      {loading ? ui.loading : ""}
    </div>
  );
}
