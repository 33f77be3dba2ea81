/**
 * Decorative illustrations rendered to SVG markup at build time. Pages get the
 * markup as loader data, so the drawing code stays out of the browser bundles
 * (the prerendered HTML already shows it; client navigations insert the string).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { Artwork } from "~/components/ui/artwork";
import { HeroArt } from "~/components/ui/hero-art";

/** A stable small number from a string, to vary illustrations per page. */
const seedOf = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);

/** The hero illustration of a service, family or audience page, varied by its title. */
export const heroArtwork = (title: string): string => renderToStaticMarkup(<Artwork seed={seedOf(title)} className="hero-artwork" />);

/** The home page's hero illustration. */
export const homeHeroArt = (): string => renderToStaticMarkup(<HeroArt />);


/** A gallery or team-moment scene, described by `label`. */
export const artwork = (seed: number, label: string, className?: string): string =>
  renderToStaticMarkup(<Artwork seed={seed} label={label} className={className} />);
