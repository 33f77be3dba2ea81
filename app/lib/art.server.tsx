/**
 * Illustrations rendered to SVG markup at build time. Pages get the markup as
 * loader data, so the drawing code (app/art/) stays out of the browser bundles
 * (the prerendered HTML already shows it; client navigations insert the string).
 * scripts/build/postbuild.ts writes the gallery scenes as standalone files from here too.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { articleArtFor, heroArtFor, roleArtFor, type HeroArtSpec } from "../art/hero-motifs";
import { Art } from "../art/kit";
import { HeroMotif } from "../art/motifs";
import { PRODUCTS, ProductStage } from "../art/products";
import { GALLERY_SCENES, MOMENT_SCENES, SCENE_SIZE, scene } from "../art/scenes";
import { HeroArt } from "../components/ui/hero-art";
import type { Locale } from "../shared/locale";

const [SCENE_W, SCENE_H] = SCENE_SIZE;

/** Geometry rounded to a tenth of a unit and empty elements self-closed: the same drawing in fewer bytes. */
const GEOMETRY = / (d|x|y|cx|cy|r|rx|ry|width|height|transform)="([^"]*)"/g;
const compact = (markup: string): string =>
  markup
    .replace(
      GEOMETRY,
      (_, name: string, value: string) =>
        ` ${name}="${value.replace(/-?\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10))}"`,
    )
    .replace(/><\/(rect|circle|ellipse|path)>/g, "/>");
const render = (element: React.ReactElement): string => compact(renderToStaticMarkup(element));

const heroMarkup = ({ motif, badge, mark }: HeroArtSpec): string =>
  render(
    <Art width={480} height={360} className="hero-illustration">
      <HeroMotif name={motif} badge={badge} mark={mark} />
    </Art>,
  );

/** The hero illustration of a page (decorative): app/art/hero-motifs.ts says which. */
export const heroArtwork = (pageId: string): string => heroMarkup(heroArtFor(pageId));

/** An article's hero illustration, by its slug (decorative). */
export const articleHeroArt = (slug: string): string => heroMarkup(articleArtFor(slug));

/** A role's hero illustration, by its slug (decorative). */
export const roleHeroArt = (slug: string): string => heroMarkup(roleArtFor(slug));

/** The home page's hero illustration. */
export const homeHeroArt = (): string => renderToStaticMarkup(<HeroArt />);

/** What a case study's product visual shows, in a language (app/art/products.tsx). */
const productAlt = (slug: string, locale: Locale): string | undefined =>
  locale === "en" ? PRODUCTS[slug]?.alt : PRODUCTS[slug]?.altDe;

/** A case study's product in its device or browser frame, described for assistive technology in `locale`. */
export const productVisual = (slug: string, locale: Locale = "en"): string =>
  render(
    <Art width={400} height={250} className="product-visual" label={productAlt(slug, locale)}>
      <ProductStage slug={slug} />
    </Art>,
  );

/** A gallery entry's scene; `alt` (content/gallery.ts) describes it. */
export const galleryArt = (slug: string, alt: string): string =>
  render(
    <Art width={SCENE_W} height={SCENE_H} className="artwork" label={alt}>
      {scene(GALLERY_SCENES, slug)}
    </Art>,
  );

/** A Life at Alphai moment's scene; `alt` (content/pages/company/life-at-alphai.ts) describes it. */
export const momentArt = (slug: string, alt: string): string =>
  render(
    <Art width={SCENE_W} height={SCENE_H} className="artwork" label={alt}>
      {scene(MOMENT_SCENES, slug)}
    </Art>,
  );

/** Where the build writes a case study's product visual as a file (the cards show it as an image). */
export const productImagePath = (slug: string): string => `/images/work/${slug}.svg`;

/**
 * A case study's product as a lazily loaded image for its cards: a file, so the page's data does not carry it twice.
 * One file for both languages; the `alt` is the page's.
 */
export const productImage = (slug: string, locale: Locale = "en") => ({
  src: productImagePath(slug),
  alt: productAlt(slug, locale) ?? "",
  width: 400,
  height: 250,
});

/** A case study's product as a standalone SVG file. */
export const productFile = (slug: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${render(
    <Art width={400} height={250} label={PRODUCTS[slug]?.alt} standalone>
      <ProductStage slug={slug} />
    </Art>,
  )}\n`;

/** A gallery scene's intrinsic size (its file is drawn three times larger, for the lightbox). */
export const galleryImageSize = { width: SCENE_W, height: SCENE_H } as const;

/** Where the build writes a gallery entry's scene as a file (the thumbnail links to it). */
export const galleryImagePath = (slug: string): string => `/images/gallery/${slug}.svg`;

/** A gallery scene as a standalone SVG file: namespace, <title>, viewBox, shown three times the thumbnail size. */
export const galleryFile = (slug: string, alt: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${render(
    <Art width={SCENE_W} height={SCENE_H} label={alt} standalone size={[SCENE_W * 3, SCENE_H * 3]}>
      {scene(GALLERY_SCENES, slug)}
    </Art>,
  )}\n`;
