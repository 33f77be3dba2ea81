/**
 * A language's page previewed before it is published (issue 37 §3, decision 054): made by the server with the texts
 * in the editor's fields, in the site's own templates, and shown here at desktop and at phone width; its link works
 * for seven days for anyone it is shared with (not indexed, nothing published).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { Locale } from "../../../app/shared/locale";
import type { ContentPreview } from "../../../app/shared/team-api";
import { ApiError, call } from "../api";
import { DateTime, ErrorAlert, Problems } from "./ui";

/** The widths a page is shown at, as the site's checks look at it. */
const WIDTHS = {
  desktop: { label: "Desktop", width: 1440, height: 900 },
  phone: { label: "Phone", width: 390, height: 844 },
} as const;
type Width = keyof typeof WIDTHS;

/** The frame of a page at a width, scaled down to the space there is (never up). */
function PreviewFrame({ url, width, title }: { url: string; width: Width; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number>();
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const size = WIDTHS[width];
  const scale = Math.min(1, (available ?? size.width) / size.width);
  return (
    <div
      ref={box}
      className={`preview-box preview-box-${width}`}
      style={{ height: `${Math.round(size.height * scale)}px` }}
    >
      <iframe
        src={url}
        title={title}
        width={size.width}
        height={size.height}
        // No script may run in it (its policy allows none either); its links open outside the workspace.
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        className="preview-frame"
        style={{ transform: `scale(${scale})` }}
      />
    </div>
  );
}

/** The page made: its link to share, a choice of width, and the page in a frame. */
function PreviewPanel({ preview, name, heading }: { preview: ContentPreview; name: string; heading: string }) {
  // On a phone, the page at a phone's width first: at a desktop's, it would be too small to read.
  const [width, setWidth] = useState<Width>(() => (window.innerWidth < 720 ? "phone" : "desktop"));
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(new URL(preview.url, window.location.origin).href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  useEffect(() => {
    document.getElementById(heading)?.focus();
  }, [preview, heading]);
  return (
    <section className="preview-panel stack" aria-labelledby={heading}>
      <h3 id={heading} tabIndex={-1}>
        Preview of the {name} page, not published
      </h3>
      <p className="muted">
        Anyone with{" "}
        <a href={preview.url} target="_blank" rel="noreferrer">
          its link<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{" "}
        can see it until <DateTime value={preview.expiresAt} />. Search engines do not index it.
      </p>
      <div className="button-row">
        <button type="button" className="button button-secondary button-small" onClick={() => void copy()}>
          Copy the link
        </button>
        <span role="status">{copied ? "Copied." : ""}</span>
      </div>
      <div className="segmented" role="group" aria-label="Width">
        {(Object.keys(WIDTHS) as Width[]).map((key) => (
          <button
            key={key}
            type="button"
            className="button button-secondary button-small"
            aria-pressed={width === key}
            onClick={() => setWidth(key)}
          >
            {WIDTHS[key].label} ({WIDTHS[key].width} px)
          </button>
        ))}
      </div>
      <PreviewFrame
        key={`${preview.url}-${width}`}
        url={preview.url}
        width={width}
        title={`The ${name} page as it would be, at ${WIDTHS[width].label.toLowerCase()} width`}
      />
    </section>
  );
}

interface PreviewProps {
  /** The API's preview endpoint of the entry's collection. */
  readonly url: string;
  /** The entry's address (read when the button is pressed: a new entry's is being typed). */
  readonly slug: () => string;
  readonly locale: Locale;
  /** The language's name, as the editor's headings say it. */
  readonly name: string;
  /** Buttons the preview's button stands beside (the form's "Publish"). */
  readonly beside?: ReactNode;
}

/**
 * What the screen's text fields hold now, by language (each field names its language in `data-language`); a language
 * without a field is previewed as published.
 */
const editorTexts = (): Partial<Record<Locale, string>> =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLTextAreaElement>("textarea[data-language]")].map((field) => [
      field.dataset.language,
      field.value,
    ]),
  ) as Partial<Record<Locale, string>>;

/** The "Preview" button of a language's editor, and the page it made. */
export function PreviewControls({ url, slug, locale, name, beside }: PreviewProps) {
  const [preview, setPreview] = useState<ContentPreview>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: string; problems?: readonly string[] }>();
  const heading = useId();
  const make = async () => {
    if (pending) return;
    setPending(true);
    setFailure(undefined);
    try {
      const made = await call<ContentPreview>(url, {
        method: "POST",
        body: { slug: slug(), locale, texts: editorTexts() },
      });
      setPreview(made);
    } catch (caught) {
      setFailure(
        caught instanceof ApiError
          ? { error: caught.message, problems: caught.problems ?? Object.values(caught.fields ?? {}) }
          : { error: "The preview could not be made." },
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="preview stack">
      <div className="button-row">
        {beside}
        <button type="button" className="button button-secondary" onClick={make} aria-disabled={pending || undefined}>
          {pending ? "Making the page…" : preview ? "Preview again" : `Preview the ${name} page`}
          {preview && !pending ? <span className="visually-hidden"> (the {name} page)</span> : null}
        </button>
      </div>
      <ErrorAlert message={failure?.error}>
        <Problems problems={failure?.problems} />
      </ErrorAlert>
      {preview ? <PreviewPanel preview={preview} name={name} heading={heading} /> : null}
    </div>
  );
}
