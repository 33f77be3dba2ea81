import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articles, caseStudies, galleryImages, getContent } from "../../content";
import { contentPages, templates } from "../../content/registry";
import { articleHeroArt, galleryArt, galleryFile, heroArtwork, momentArt, productFile, productImage, productVisual } from "../lib/art.server";
import { HERO_MOTIFS, HERO_TEMPLATES, NOTICE_MARKS, articleArtFor, familyOf, heroArtFor, heroPages } from "./hero-motifs";
import { MOTIF_NAMES } from "./motifs";
import { PRODUCTS } from "./products";
import { GALLERY_SCENES, MOMENT_SCENES } from "./scenes";

const moments = getContent("life-at-alphai", "life").moments;
/**
 * Pages that need a motif of their own: families, industries, audiences, details outside any family, the
 * company, work, resources, gallery and contact pages, and the offline notice. The other notices share the
 * envelope (told apart by its seal), articles share the article motif (told apart by their category).
 */
const ownMotifPages = heroPages().filter(
  (page) => (page.template !== "service-detail" || !familyOf(page.pageId)) && !(page.pageId in NOTICE_MARKS),
);
/** A kind of page: a family and its detail pages are one (details show their family's motif). */
const kindOf = (template: string) => (template === "service-detail" ? "service-family" : template);
/** Every drawn hero: the pages', and each article's. */
const allHeroes = () => [
  ...heroPages().map((page) => ({ id: page.pageId, kind: kindOf(page.template), art: heroArtFor(page.pageId), svg: heroArtwork(page.pageId) })),
  ...articles.map((article) => ({ id: article.slug, kind: "article", art: articleArtFor(article.category), svg: articleHeroArt(article.category) })),
];

describe("hero motifs", () => {
  it("gives every service family, industry, audience, trending technology and company page its own motif", () => {
    expect(ownMotifPages.length).toBeGreaterThanOrEqual(40);
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
    expect(Object.keys(NOTICE_MARKS).filter((id) => contentPages.find((page) => page.pageId === id)?.template !== "notice")).toEqual([]);
    expect(Object.values(HERO_MOTIFS).filter((motif) => !MOTIF_NAMES.includes(motif))).toEqual([]);
    const used = new Set(allHeroes().map((hero) => hero.art.motif));
    expect(MOTIF_NAMES.filter((motif) => !used.has(motif)), "drawn but unused").toEqual([]);
  });

  it("draws the hero of every template that opens with PageHero", () => {
    // Every template but the home page (its own drawing) and case studies (their product) is mapped...
    const drawn = new Set<string>([...HERO_TEMPLATES, "home"]);
    expect(templates.filter((template) => !drawn.has(template))).toEqual([]);
    // ...and every route module that renders the hero passes it a picture.
    const dir = new URL("../routes/", import.meta.url);
    const modules = readdirSync(dir).filter((file) => file.endsWith(".tsx") && !file.includes(".test."));
    const heroes = modules.filter((file) => readFileSync(new URL(file, dir), "utf8").includes("<PageHero"));
    expect(heroes.length).toBeGreaterThanOrEqual(14);
    for (const file of heroes) {
      const source = readFileSync(new URL(file, dir), "utf8");
      expect(source.match(/<PageHero\b[^>]*?\bart=\{/s), file).not.toBeNull();
    }
  });

  it("shares no motif across kinds of page; within one, only notices and articles share, told apart", () => {
    const kinds = new Map<string, Set<string>>();
    for (const hero of allHeroes()) kinds.set(hero.art.motif, (kinds.get(hero.art.motif) ?? new Set()).add(hero.kind));
    expect([...kinds].filter(([, of]) => of.size > 1).map(([motif, of]) => `${motif}: ${[...of].join(", ")}`)).toEqual([]);
    const notices = heroPages().filter((page) => page.template === "notice");
    expect(notices.length).toBeGreaterThanOrEqual(6);
    const marks = notices.flatMap((page) => heroArtFor(page.pageId).mark ?? []);
    expect(marks.length, "notices on the envelope").toBe(notices.length - 1);
    expect(new Set(marks).size, "each notice's seal says what happened").toBe(marks.length);
    expect(heroArtFor("offline")).toEqual({ motif: "offline" });
    for (const article of articles) expect(articleArtFor(article.category)).toEqual({ motif: "article", badge: article.category });
  });

  it("fails for a page of those kinds without a motif", () => {
    for (const template of ["service-family", "gallery"]) {
      const page = ownMotifPages.find((item) => item.template === template)!;
      const saved = HERO_MOTIFS[page.pageId];
      const motifs = HERO_MOTIFS as Record<string, string | undefined>;
      delete motifs[page.pageId];
      try {
        expect(() => heroArtFor(page.pageId)).toThrow(/No hero motif/);
      } finally {
        motifs[page.pageId] = saved;
      }
    }
    const marks = NOTICE_MARKS as Record<string, string | undefined>;
    const saved = marks["contact-sent"];
    delete marks["contact-sent"];
    try {
      expect(() => heroArtFor("contact-sent")).toThrow(/No hero motif/);
    } finally {
      marks["contact-sent"] = saved;
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
    for (const { id, svg } of allHeroes()) {
      expect(svg, id).toMatch(/^<svg [^>]*aria-hidden="true" focusable="false"/);
      expect(svg.length, id).toBeLessThan(6000);
    }
  });

  it("keeps every badge inside the stage", () => {
    // Badge width (motifs.tsx): 11.2 units a character and 52 of padding, from x = 24, on a 480-wide stage.
    for (const { id, art } of allHeroes()) if (art.badge) expect(24 + art.badge.length * 11.2 + 52, `${id}: ${art.badge}`).toBeLessThanOrEqual(456);
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
    ...allHeroes().map((hero) => hero.svg),
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
