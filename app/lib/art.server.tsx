/**
 * Illustrations rendered to SVG markup at build time. Pages get the markup as
 * loader data, so the drawing code (app/art/) stays out of the browser bundles
 * (the prerendered HTML already shows it; client navigations insert the string).
 * scripts/build/postbuild.ts writes the gallery scenes as standalone files from here too.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { articleArtFor, heroArtFor, roleArtFor, type HeroArtSpec } from "../art/hero-motifs";
import { Art, DrawingLocale } from "../art/kit";
import { HeroMotif } from "../art/motifs";
import { PRODUCTS, ProductStage, type ProductSubject } from "../art/products";
import { GALLERY_SCENES, MOMENT_SCENES, SCENE_SIZE, scene } from "../art/scenes";
import { HeroArt } from "../components/ui/hero-art";
import type { Locale } from "../shared/locale";
import { labelIn } from "../../content/localized";

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
/** A drawing's markup, its words and figures in `locale` (app/art/kit.tsx `Say`). */
const render = (element: React.ReactElement, locale: Locale = "en"): string =>
  compact(renderToStaticMarkup(<DrawingLocale value={locale}>{element}</DrawingLocale>));

/** A hero drawing; a badge (a detail page's menu label) in the page's language. */
const heroMarkup = ({ motif, badge, caption, mark }: HeroArtSpec, locale: Locale): string =>
  render(
    <Art width={480} height={360} className="hero-illustration">
      <HeroMotif name={motif} badge={badge === undefined ? caption : labelIn(badge, locale)} mark={mark} />
    </Art>,
    locale,
  );

/** The hero illustration of a page (decorative), drawn in `locale`: app/art/hero-motifs.ts says which. */
export const heroArtwork = (pageId: string, locale: Locale = "en"): string => heroMarkup(heroArtFor(pageId), locale);

/** An article's hero illustration (decorative), from the article in `locale`. */
export const articleHeroArt = (article: Parameters<typeof articleArtFor>[0], locale: Locale = "en"): string =>
  heroMarkup(articleArtFor(article), locale);

/** A role's hero illustration (decorative), from the role in `locale`. */
export const roleHeroArt = (role: Parameters<typeof roleArtFor>[0], locale: Locale = "en"): string =>
  heroMarkup(roleArtFor(role), locale);

/** The home page's hero illustration. */
export const homeHeroArt = (): string => renderToStaticMarkup(<HeroArt />);

/**
 * What a case study's product visual shows, in a language (app/art/products.tsx); none for the industry's motif drawn
 * for a case study without a product of its own (decorative: it says nothing the page does not).
 */
const productAlt = (slug: string, locale: Locale): string | undefined =>
  locale === "en" ? PRODUCTS[slug]?.alt : PRODUCTS[slug]?.altDe;

/** A case study's product in its device or browser frame, drawn and described for assistive technology in `locale`. */
export const productVisual = (study: ProductSubject, locale: Locale = "en"): string =>
  render(
    <Art width={400} height={250} className="product-visual" label={productAlt(study.slug, locale)}>
      <ProductStage study={study} />
    </Art>,
    locale,
  );

/** A gallery entry's scene in `locale`; `alt` (content/gallery.ts, content/de/gallery.ts) describes it. */
export const galleryArt = (slug: string, alt: string, locale: Locale = "en"): string =>
  render(
    <Art width={SCENE_W} height={SCENE_H} className="artwork" label={alt}>
      {scene(GALLERY_SCENES, slug)}
    </Art>,
    locale,
  );

/** A Life at Alphai moment's scene in `locale`; `alt` (content/pages/company/life-at-alphai.ts) describes it. */
export const momentArt = (slug: string, alt: string, locale: Locale = "en"): string =>
  render(
    <Art width={SCENE_W} height={SCENE_H} className="artwork" label={alt}>
      {scene(MOMENT_SCENES, slug)}
    </Art>,
    locale,
  );

/** The folder of a language's drawing files: English at the root of `folder`, German in its `de/`. */
const filesOf = (folder: string, locale: Locale) => (locale === "en" ? `/images/${folder}` : `/images/${folder}/de`);

/**
 * Where the build writes a case study's product visual as a file in a language (the cards show it as an image):
 * one file per language, as the drawing's words are.
 */
export const productImagePath = (slug: string, locale: Locale = "en"): string =>
  `${filesOf("work", locale)}/${slug}.svg`;

/**
 * A case study's product as a lazily loaded image for its cards: a file, so the page's data does not carry it twice;
 * the file and the `alt` of the page's language.
 */
export const productImage = (study: ProductSubject, locale: Locale = "en") => ({
  src: productImagePath(study.slug, locale),
  alt: productAlt(study.slug, locale) ?? "",
  width: 400,
  height: 250,
});

/** A case study's product as a standalone SVG file in `locale`, titled with its alt text. */
export const productFile = (study: ProductSubject, locale: Locale = "en"): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${render(
    <Art width={400} height={250} label={productAlt(study.slug, locale)} standalone>
      <ProductStage study={study} />
    </Art>,
    locale,
  )}\n`;

/** A gallery scene's intrinsic size (its file is drawn three times larger, for the lightbox). */
export const galleryImageSize = { width: SCENE_W, height: SCENE_H } as const;

/** Where the build writes a gallery entry's scene as a file in a language (the thumbnail links to it). */
export const galleryImagePath = (slug: string, locale: Locale = "en"): string =>
  `${filesOf("gallery", locale)}/${slug}.svg`;

/** A gallery scene as a standalone SVG file in `locale`: namespace, <title>, viewBox, three times the thumbnail size. */
export const galleryFile = (slug: string, alt: string, locale: Locale = "en"): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${render(
    <Art width={SCENE_W} height={SCENE_H} label={alt} standalone size={[SCENE_W * 3, SCENE_H * 3]}>
      {scene(GALLERY_SCENES, slug)}
    </Art>,
    locale,
  )}\n`;
