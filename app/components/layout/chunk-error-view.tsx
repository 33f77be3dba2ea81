import { useEffect } from "react";
import { chunkUrl, CHUNK_ERROR_TEXT } from "~/shared/chunk-errors";

/**
 * A route chunk failed during a client-side navigation. If the chunk is gone
 * from the server (a new deploy), the inline recovery script reloads the page
 * once; otherwise this view stays and offers the Reload button.
 */
export function ChunkErrorView({ kind, error }: { kind: keyof typeof CHUNK_ERROR_TEXT; error: unknown }) {
  useEffect(() => {
    window.__alphaiChunk?.recover(chunkUrl(error), () => {});
  }, [error]);
  return (
    <section className="error-page container" role="alert">
      <h1>{CHUNK_ERROR_TEXT[kind]}</h1>
      <p>A part of this page could not be downloaded. Check your connection and reload the page.</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}
