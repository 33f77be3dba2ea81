/**
 * A photo in an article's text (issue 37 §2, decision 055): the formatting toolbar's Photo button opens a modal dialog
 * that asks for the file and what it shows, uploads it (server/team/content-photos.ts: checked and stripped of its
 * camera details and location there) and writes `![what it shows](photo:<id> "caption")` where the cursor was, as a
 * paragraph of its own. The dialog is drawn outside the text's form (a portal): a form holds no other form.
 */
import { ImagePlus } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { act, ApiError } from "../api";
import { announce } from "../announce";
import { LANGUAGE_NAMES } from "./content-words";
import { ErrorAlert, Field, useSubmit } from "./ui";

/** The largest file the server takes (content-photos.ts `MAX_PHOTO_BYTES`): a larger one is refused before it is sent. */
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = "image/jpeg,image/png,image/webp,image/avif";

type Errors = { message?: string; fields: Record<string, string> };

/** A file's bytes as base64 (the workspace's API takes JSON only). */
const base64Of = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });

/** The widest photo sent: the server keeps no more (content-photos.ts), and a phone's are often twice as wide. */
const SEND_WIDTH = 3200;
/** Files above this are made smaller in the browser first, whatever their width: the upload stays short. */
const SEND_BYTES = 8 * 1024 * 1024;

/**
 * The photo as it is sent: wider than 3,200 px or larger than 8 MB, it is drawn 3,200 px wide (upright) and sent as a
 * JPEG (a PNG stays PNG, for its transparency), so a phone's 48-megapixel photo is a short upload and not refused;
 * otherwise, or when the browser cannot decode it, the file itself (the server checks and cleans it either way).
 */
async function photoToSend(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    if (bitmap.width <= SEND_WIDTH && file.size <= SEND_BYTES) return file;
    const scale = Math.min(1, SEND_WIDTH / bitmap.width);
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const type = file.type === "image/png" ? "image/png" : "image/jpeg";
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
    return blob && blob.size > 0 ? blob : file;
  } finally {
    bitmap.close();
  }
}

/** What the form lacks before anything is sent: the file, the description. */
function missing(file: File | null, alt: string): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!file || file.size === 0) fields.photo = "Choose a photo to upload.";
  if (alt.length < 10 || alt.length > 200) fields.alt = "Describe what the photo shows in 10 to 200 characters.";
  return fields;
}

/** The size the server refuses, said before it is sent. */
const tooLarge = (photo: Blob) =>
  photo.size > MAX_BYTES
    ? `This photo is ${(photo.size / 1024 / 1024).toFixed(1)} MB even at 3,200 px wide; photos are at most 10 MB. Export it as a JPEG.`
    : undefined;

/** Writes `markdown` at the field's cursor as a paragraph of its own (blank lines around it), and selects nothing. */
function insertParagraph(field: HTMLTextAreaElement, markdown: string) {
  const start = field.selectionStart;
  const end = field.selectionEnd;
  const before = field.value.slice(0, start);
  const after = field.value.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  field.setRangeText(`${lead}${markdown}${trail}`, start, end, "end");
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The dialog's form: sends the photo, and on success writes it into the text field `target`. */
function usePhotoForm(target: string, dialog: RefObject<HTMLDialogElement | null>) {
  const [errors, setErrors] = useState<Errors>({ fields: {} });
  const { pending, onSubmit } = useSubmit(async (form) => {
    const data = new FormData(form);
    const file = data.get("photo") instanceof File ? (data.get("photo") as File) : null;
    const alt = String(data.get("alt") ?? "").trim();
    const caption = String(data.get("caption") ?? "").trim();
    const fields = missing(file, alt);
    if (Object.keys(fields).length) {
      setErrors({ fields });
      form.querySelector<HTMLElement>(`[name="${Object.keys(fields)[0]}"]`)?.focus();
      return;
    }
    setErrors({ fields: {} });
    try {
      const sending = await photoToSend(file!);
      const large = tooLarge(sending);
      if (large) {
        setErrors({ fields: { photo: large } });
        form.querySelector<HTMLElement>('[name="photo"]')?.focus();
        return;
      }
      const photo = await act<{ id: string; markdown: string }>("/content/photos", {
        method: "POST",
        body: { name: file!.name, alt, ...(caption ? { caption } : {}), data: await base64Of(sending) },
      });
      const field = document.getElementById(target) as HTMLTextAreaElement | null;
      // Closed while it was sent (Escape, Cancel): the member changed their mind, and the text stays as it was.
      if (!dialog.current?.open || !field) return;
      dialog.current.close();
      insertParagraph(field, photo.markdown);
      field.focus();
      announce("The photo is in the text. It shows on the site once the text is published.");
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        setErrors({ message: "The photo could not be uploaded. Check the connection and try again.", fields: {} });
        return;
      }
      const { data: photoError, name, ...rest } = caught.fields;
      setErrors({
        message: caught.message,
        fields: { ...rest, ...(photoError || name ? { photo: photoError ?? name! } : {}) },
      });
    }
  });
  return { errors, setErrors, pending, onSubmit };
}

/**
 * The toolbar's Photo button for the text field `target` (its id) in `locale`, and its dialog. A `data-md-button`
 * joins the toolbar's arrow-key navigation; the element has no action of its own for it.
 */
export function PhotoTool({ target, locale }: { target: string; locale: keyof typeof LANGUAGE_NAMES }) {
  const language = LANGUAGE_NAMES[locale];
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { errors, setErrors, pending, onSubmit } = usePhotoForm(target, dialog);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const title = `${target}-photo-title`;
  return (
    <>
      <button
        type="button"
        data-md-button="photo"
        className="markdown-tool"
        title="Photo (uploaded here, with what it shows)"
        aria-haspopup="dialog"
        onClick={() => {
          setErrors({ fields: {} });
          setOpen(true);
        }}
      >
        <ImagePlus aria-hidden size={18} strokeWidth={2} />
        <span className="visually-hidden">Photo</span>
      </button>
      {open
        ? createPortal(
            <dialog
              ref={dialog}
              className="confirm-dialog photo-dialog"
              aria-labelledby={title}
              onClose={() => setOpen(false)}
            >
              <form
                className="confirm-inner stack"
                onSubmit={(event) => {
                  // React carries a portal's events to the tree it is drawn from: the text's own form must not see it.
                  event.stopPropagation();
                  onSubmit(event);
                }}
                noValidate
              >
                <h2 id={title}>Add a photo to the {language} text</h2>
                <ErrorAlert message={errors.message} />
                <Field
                  label="Photo"
                  hint="JPEG, PNG, WebP or AVIF, at least 1,600 px wide. A larger one is made 3,200 px wide before it is sent; its camera details and location are removed."
                  error={errors.fields.photo}
                >
                  {(props) => (
                    // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's first control takes the focus (APG dialog pattern)
                    <input {...props} type="file" name="photo" accept={TYPES} autoFocus />
                  )}
                </Field>
                <Field
                  label="What the photo shows"
                  hint={`In ${language}, for people who cannot see it: 10 to 200 characters. Not "Photo of…": screen readers say it is an image.`}
                  error={errors.fields.alt}
                >
                  {(props) => <textarea {...props} name="alt" rows={3} maxLength={200} lang={locale} />}
                </Field>
                <Field label="Caption (optional)" hint="Shown under the photo." error={errors.fields.caption}>
                  {(props) => <input {...props} name="caption" maxLength={200} lang={locale} />}
                </Field>
                <div className="button-row">
                  <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
                    Cancel
                  </button>
                  <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
                    {pending ? "Uploading and checking…" : "Upload and add to the text"}
                  </button>
                </div>
              </form>
            </dialog>,
            document.body,
          )
        : null}
    </>
  );
}
