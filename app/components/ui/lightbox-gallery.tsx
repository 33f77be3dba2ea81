import { useRef, useState } from "react";
import { gridAttributes } from "~/shared/grid";
import { useHydrated } from "~/lib/use-hydrated";

export interface GalleryImage {
  readonly slug: string;
  readonly title: string;
  readonly alt: string;
  readonly caption: string;
  /** The drawing as a standalone SVG file (written by the build), shown large. */
  readonly href: string;
  /** The drawing's size (the file at `href` is shown as the thumbnail too). */
  readonly width: number;
  readonly height: number;
}

/** The lightbox's words, in the page's language (content/i18n/ui.ts `gallery`). */
interface LightboxWords {
  readonly previousImage: string;
  readonly previous: string;
  readonly nextImage: string;
  readonly next: string;
  readonly close: string;
  /** "Image 3 of 12", around the numbers. */
  readonly image: string;
  readonly of: string;
}

/**
 * Responsive grid with a lightbox. Each thumbnail is a link to its image, so
 * before and without JavaScript it opens the image itself; once hydrated a
 * plain click opens the lightbox instead, a modal <dialog>: focus is trapped
 * and the page inert while it is open, Escape closes it and focus returns to
 * the thumbnail that opened it; Left/Right arrows move. Modified clicks (new
 * tab, new window) keep the browser's behaviour.
 */
// eslint-disable-next-line max-lines-per-function -- the grid's and its dialog's markup, which share the open image's state and the opener to return to
export function LightboxGallery({ images, words }: { images: readonly GalleryImage[]; words: LightboxWords }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLAnchorElement | null>(null);
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const current = images[index];

  const open = (at: number, opener: HTMLAnchorElement) => {
    openerRef.current = opener;
    setIndex(at);
    dialogRef.current?.showModal();
  };
  const move = (step: number) => setIndex((at) => (at + step + images.length) % images.length);

  return (
    <>
      <ul className="gallery-grid grid-balanced" {...gridAttributes(images.length, 4)}>
        {images.map((image, at) => (
          <li key={image.slug}>
            <a
              href={image.href}
              className="gallery-thumb"
              aria-haspopup={hydrated ? "dialog" : undefined}
              onClick={(event) => {
                if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                open(at, event.currentTarget);
              }}
            >
              <img
                className="artwork"
                src={image.href}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
              />
              <span className="gallery-title">{image.title}</span>
              <span className="gallery-caption">{image.caption}</span>
            </a>
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
            <img className="lightbox-image" src={current.href} alt={current.alt} width={960} height={600} />
            <figcaption>
              <h2 id="lightbox-title">{current.title}</h2>
              <p>{current.caption}</p>
              <p className="lightbox-count" aria-live="polite">
                {words.image}
                {index + 1}
                {words.of}
                {images.length}
              </p>
            </figcaption>
          </figure>
        ) : null}
        <div className="lightbox-controls">
          <button
            type="button"
            className="button button-ghost-dark"
            onClick={() => move(-1)}
            aria-label={words.previousImage}
          >
            <span className="lightbox-arrow" aria-hidden="true">
              ←
            </span>
            {words.previous}
          </button>
          <button
            type="button"
            className="button button-ghost-dark"
            onClick={() => move(1)}
            aria-label={words.nextImage}
          >
            {words.next}
            <span className="lightbox-arrow" aria-hidden="true">
              →
            </span>
          </button>
          <button type="button" className="button button-primary" onClick={() => dialogRef.current?.close()}>
            {words.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
