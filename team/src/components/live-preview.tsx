/**
 * A live preview beside an entry's text field (issue 37 §2, decision 057 for case studies and roles): turned on, it shows the text's body as it reads
 * (headings, lists, emphasis, quotes, code, tables, photos' places) as the member types, with the Markdown problems the
 * build would state, by line. The page in the site's templates, at both widths, is the preview below
 * (components/content-preview.tsx). The renderer (marked, DOMPurify) loads when the preview is first turned on.
 */
import { useEffect, useId, useState, type RefObject } from "react";
import type { Editable } from "./content-words";

type Preview = { readonly html: string; readonly problems: readonly string[] };

/** The preview of the text in `target` while `on`, rendered again at the next frame after each change. */
function usePreview(
  target: RefObject<HTMLTextAreaElement | null>,
  collection: Editable,
  on: boolean,
): Preview | undefined {
  const [preview, setPreview] = useState<Preview>();
  useEffect(() => {
    const field = target.current;
    if (!on || !field) return;
    let render: ((text: string, of: Editable) => Preview) | undefined;
    let frame = 0;
    let stopped = false;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (render) setPreview(render(field.value, collection));
      });
    };
    void import("./live-preview-render").then(({ previewOf }) => {
      if (stopped) return;
      render = previewOf;
      update();
    });
    field.addEventListener("input", update);
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      field.removeEventListener("input", update);
    };
  }, [target, collection, on]);
  return on ? preview : undefined;
}

/** The live preview's switch and, turned on, the text as it reads, for the text field `target` in language `name`. */
export function LivePreview({
  target,
  name,
  collection,
}: {
  target: RefObject<HTMLTextAreaElement | null>;
  name: string;
  collection: Editable;
}) {
  const [on, setOn] = useState(false);
  const preview = usePreview(target, collection, on);
  const id = useId();
  return (
    <div className="live-preview-area">
      <button
        type="button"
        className="button button-secondary button-small"
        aria-pressed={on}
        aria-controls={on ? id : undefined}
        onClick={() => setOn(!on)}
      >
        Live preview<span className="visually-hidden"> of the {name} text</span>
      </button>
      {on ? (
        <div id={id} className="stack">
          {preview?.problems.length ? (
            <div className="live-preview-problems" role="note">
              <p>The build would refuse this text:</p>
              <ul>
                {preview.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <section
            className="live-preview"
            aria-label={`Live preview of the ${name} text`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus to be scrolled by keyboard
            tabIndex={0}
            // Sanitised by DOMPurify with the renderer's allow-list (components/live-preview-render.ts).
            dangerouslySetInnerHTML={{ __html: preview?.html ?? "" }}
          />
        </div>
      ) : null}
    </div>
  );
}
