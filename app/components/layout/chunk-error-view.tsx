import { useEffect } from "react";
import { chunkUrl, type ChunkErrorKind } from "~/shared/chunk-errors";
import { useLayoutData } from "../../lib/layout-data";

/**
 * A route chunk failed during a client-side navigation. If the chunk is gone
 * from the server (a new deploy), the inline recovery script reloads the page
 * once; otherwise this view stays and offers the Reload button.
 *
 * Its words are the layout's (root loader data, in the page's language): they are in every page from the start and
 * never revalidated, so they are there whenever React renders this view (the layout around it needs them too). A
 * chunk that fails before React runs is the inline script's, which has its own copy (app/shared/chunk-error-script.ts).
 */
export function ChunkErrorView({ kind, error }: { kind: ChunkErrorKind; error: unknown }) {
  const words = useLayoutData().ui.chunkError;
  useEffect(() => {
    window.__alphaiChunk?.recover(chunkUrl(error), () => {});
  }, [error]);
  return (
    <section className="error-page container" role="alert">
      <h1>{words[kind]}</h1>
      <p>{words.detail}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {words.reload}
      </button>
    </section>
  );
}
