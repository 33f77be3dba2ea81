import { useRef, useState } from "react";
import { StaticArt } from "./static-art";

export interface GalleryImage {
  readonly slug: string;
  readonly title: string;
  readonly alt: string;
  readonly caption: string;
  /** The thumbnail and the large view, as build-time SVG markup. */
  readonly art: { readonly thumb: string; readonly large: string };
}

/**
 * Responsive grid with a lightbox. The lightbox is a modal <dialog>: focus is
 * trapped and the page inert while it is open, Escape closes it and focus
 * returns to the thumbnail that opened it; Left/Right arrows move.
 */
export function LightboxGallery({ images }: { images: readonly GalleryImage[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [index, setIndex] = useState(0);
  const current = images[index];

  const open = (at: number, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setIndex(at);
    dialogRef.current?.showModal();
  };
  const move = (step: number) => setIndex((at) => (at + step + images.length) % images.length);

  return (
    <>
      <ul className="gallery-grid">
        {images.map((image, at) => (
          <li key={image.slug}>
            <button type="button" className="gallery-thumb" onClick={(event) => open(at, event.currentTarget)} aria-haspopup="dialog">
              <StaticArt markup={image.art.thumb} />
              <span className="gallery-title">{image.title}</span>
              <span className="gallery-caption">{image.caption}</span>
            </button>
          </li>
        ))}
      </ul>
      {/* Arrow keys and backdrop clicks are shortcuts; the Previous, Next and Close buttons do the same. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className="lightbox"
        aria-labelledby="lightbox-title"
        onClose={() => openerRef.current?.focus()}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") {
            event.preventDefault();
            move(1);
          } else if (event.key === "ArrowLeft") {
            event.preventDefault();
            move(-1);
          }
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) dialogRef.current?.close();
        }}
      >
        {current ? (
          <figure className="lightbox-figure">
            <StaticArt markup={current.art.large} />
            <figcaption>
              <h2 id="lightbox-title">{current.title}</h2>
              <p>{current.caption}</p>
              <p className="lightbox-count" aria-live="polite">
                Image {index + 1} of {images.length}
              </p>
            </figcaption>
          </figure>
        ) : null}
        <div className="lightbox-controls">
          <button type="button" className="button button-ghost-dark" onClick={() => move(-1)} aria-label="Previous image">
            ← Previous
          </button>
          <button type="button" className="button button-ghost-dark" onClick={() => move(1)} aria-label="Next image">
            Next →
          </button>
          <button type="button" className="button button-primary" onClick={() => dialogRef.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
