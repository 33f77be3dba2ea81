/**
 * A photograph from the build's photo pipeline (app/lib/photos.server.ts): AVIF and
 * WebP sources in several widths, the browser picks one for `sizes`. `width` and
 * `height` reserve the box before anything loads; a blurred ~16 px placeholder (a
 * data URI: the CSP has no inline styles, so it is an <img>, not a background) shows
 * until the photo, painted above it, covers it. No JavaScript of its own. Its styles, app/styles/photo.css, are in
 * every page's stylesheet (app/root.tsx), so the build's Node scripts, which render articles' photos, can import it.
 */
import type { PhotoData, PhotoVariant } from "~/shared/photo-data";

export interface PhotoProps {
  readonly photo: PhotoData;
  /** How wide the photo is shown, as for `<img sizes>`, e.g. "(min-width: 64rem) 50vw, 100vw". */
  readonly sizes: string;
  /** Above the fold (a hero, the LCP): loads at once with high priority instead of lazily. */
  readonly priority?: boolean;
  /** Extra classes on the wrapper, e.g. one that sets an `aspect-ratio` to crop (see `photo.position`). */
  readonly className?: string;
}

const srcSet = (variants: readonly PhotoVariant[]) =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");

/** The `<img src>` for browsers without `srcset`: the widest WebP up to 1200 px. */
const fallbackOf = (variants: readonly PhotoVariant[]) =>
  variants.filter((variant) => variant.width <= 1200).at(-1) ?? variants[0];

export function Photo({ photo, sizes, priority = false, className }: PhotoProps) {
  const classes = ["photo", photo.position === "center" ? "" : `photo--${photo.position}`, className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <span className={classes}>
      {photo.placeholder ? (
        <img
          className="photo-placeholder"
          src={photo.placeholder}
          alt=""
          width={photo.width}
          height={photo.height}
          decoding="async"
        />
      ) : null}
      <picture>
        <source type="image/avif" srcSet={srcSet(photo.avif)} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(photo.webp)} sizes={sizes} />
        <img
          className="photo-img"
          src={fallbackOf(photo.webp)?.url}
          srcSet={srcSet(photo.webp)}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          decoding="async"
          {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
        />
      </picture>
    </span>
  );
}
