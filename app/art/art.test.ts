import { describe, expect, it } from "vitest";
import { caseStudies, galleryImages, getContent } from "../../content";
import { contentPages } from "../../content/registry";
import { galleryArt, galleryFile, heroArtwork, momentArt, productFile, productImage, productVisual } from "../lib/art.server";
import { HERO_MOTIFS, familyOf, heroArtFor, heroPages } from "./hero-motifs";
import { MOTIF_NAMES } from "./motifs";
import { PRODUCTS } from "./products";
import { GALLERY_SCENES, MOMENT_SCENES } from "./scenes";

const moments = getContent("life-at-alphai", "life").moments;
/** Pages that need a motif of their own: families, industries, audiences, and details outside any family. */
const ownMotifPages = heroPages().filter((page) => page.template !== "service-detail" || !familyOf(page.pageId));

describe("hero motifs", () => {
  it("gives every service family, industry, audience and trending technology its own motif", () => {
    expect(ownMotifPages.length).toBeGreaterThanOrEqual(31);
    const motifs = ownMotifPages.map((page) => {
      const art = heroArtFor(page.pageId);
      expect(art.badge, page.pageId).toBeUndefined();
      return art.motif;
    });
    const shared = motifs.filter((motif, at) => motifs.indexOf(motif) !== at);
    expect(shared, "motifs used by more than one page").toEqual([]);
  });

  it("maps only existing pages, and draws every motif it maps", () => {
    const ids = new Set(contentPages.map((page) => page.pageId));
    expect(Object.keys(HERO_MOTIFS).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.values(HERO_MOTIFS).filter((motif) => !MOTIF_NAMES.includes(motif))).toEqual([]);
    expect(MOTIF_NAMES.filter((motif) => !Object.values(HERO_MOTIFS).includes(motif)), "drawn but unused").toEqual([]);
  });

  it("fails for a page of those kinds without a motif", () => {
    const family = ownMotifPages.find((page) => page.template === "service-family")!;
    const saved = HERO_MOTIFS[family.pageId];
    const motifs = HERO_MOTIFS as Record<string, string | undefined>;
    delete motifs[family.pageId];
    try {
      expect(() => heroArtFor(family.pageId)).toThrow(/No hero motif/);
    } finally {
      motifs[family.pageId] = saved;
    }
  });

  it("shows a detail page's family motif with the page's own label, so no two hero pictures are the same", () => {
    const details = heroPages().filter((page) => page.template === "service-detail" && familyOf(page.pageId));
    expect(details.length).toBeGreaterThan(40);
    for (const page of details) {
      const art = heroArtFor(page.pageId);
      expect(art.motif).toBe(HERO_MOTIFS[familyOf(page.pageId)!]);
      expect(art.badge).toBeTruthy();
    }
    const markup = heroPages().map((page) => heroArtwork(page.pageId));
    expect(new Set(markup).size).toBe(markup.length);
  });

  it("draws decorative, compact heroes", () => {
    for (const page of heroPages()) {
      const svg = heroArtwork(page.pageId);
      expect(svg, page.pageId).toMatch(/^<svg [^>]*aria-hidden="true" focusable="false"/);
      expect(svg.length, page.pageId).toBeLessThan(6000);
    }
  });
});

describe("case-study product visuals", () => {
  it("draws every case study's product, described for assistive technology", () => {
    for (const study of caseStudies) {
      expect(PRODUCTS[study.slug], study.slug).toBeDefined();
      const svg = productVisual(study.slug);
      expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Illustration: [^"]{40,}"/);
    }
    const slugs = new Set(caseStudies.map((study) => study.slug));
    expect(Object.keys(PRODUCTS).filter((slug) => !slugs.has(slug)), "visuals of no case study").toEqual([]);
  });

  it("writes each product as a standalone SVG file for the cards' images", () => {
    for (const study of caseStudies) {
      const file = productFile(study.slug);
      expect(file, study.slug).toMatch(/^<\?xml[^>]*>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 250"/);
      expect(file, study.slug).toMatch(/<title>Illustration: [^<]{40,}<\/title>/);
      expect(productImage(study.slug)).toEqual({ src: `/images/work/${study.slug}.svg`, alt: PRODUCTS[study.slug]!.alt, width: 400, height: 250 });
    }
  });

  it("fails for a case study without a visual", () => {
    expect(() => productVisual("no-such-case-study")).toThrow(/No product visual/);
  });
});

describe("gallery and life scenes", () => {
  it("draws its own scene for every gallery entry and life moment, and nothing else", () => {
    expect(galleryImages.map((image) => image.slug).sort()).toEqual(Object.keys(GALLERY_SCENES).sort());
    expect(moments.map((moment) => moment.slug).sort()).toEqual(Object.keys(MOMENT_SCENES).sort());
    const markup = [...galleryImages.map((image) => galleryArt(image.slug, "x")), ...moments.map((moment) => momentArt(moment.slug, "x"))];
    expect(new Set(markup).size).toBe(markup.length);
  });

  it("describes drawings as illustrations, never as photographs", () => {
    for (const { alt } of [...galleryImages, ...moments]) {
      expect(alt).toMatch(/^Illustration: \S/);
      expect(alt).not.toMatch(/\bphoto/i);
    }
  });

  it("labels each scene with its alt text", () => {
    const [image] = galleryImages;
    expect(galleryArt(image!.slug, image!.alt)).toContain(`role="img" aria-label="${image!.alt}"`);
  });

  it("writes each gallery scene as a standalone SVG file", () => {
    const [image] = galleryImages;
    const file = galleryFile(image!.slug, image!.alt);
    expect(file).toMatch(/^<\?xml[^>]*\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 200" width="960" height="600"/);
    expect(file).toContain(`<title>${image!.alt}</title>`);
  });
});

describe("every drawing", () => {
  const all = () => [
    ...heroPages().map((page) => heroArtwork(page.pageId)),
    ...caseStudies.map((study) => productVisual(study.slug)),
    ...galleryImages.map((image) => galleryArt(image.slug, image.alt)),
    ...moments.map((moment) => momentArt(moment.slug, moment.alt)),
  ];

  it("has no ids (several share a page), no filters and no embedded images", () => {
    for (const svg of all()) {
      expect(svg).not.toMatch(/\sid="|<filter|<image|url\(/);
    }
  });

  it("uses only the brand palette", () => {
    const palette = new Set(["#141850", "#1e2370", "#4338ca", "#6366f1", "#a5b4fc", "#e0e7ff", "#ffb547", "#fff", "none"]);
    for (const svg of all()) {
      const colours = [...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]!);
      expect(colours.filter((colour) => !palette.has(colour))).toEqual([]);
    }
  });
});
