import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articles, caseStudies, galleryImages, getContent, roles } from "../../content";
import { labelIn } from "../../content/localized";
import { contentPages, pageNode, templates } from "../../content/registry";
import {
  articleHeroArt,
  galleryArt,
  galleryFile,
  heroArtwork,
  momentArt,
  productFile,
  productImage,
  productVisual,
  roleHeroArt,
} from "../lib/art.server";
import { loader as articleLoader } from "../routes/article";
import { loader as roleLoader } from "../routes/role";
import { loader as serviceDetailLoader } from "../routes/service-detail";
import {
  ARTICLE_MOTIFS,
  HERO_MOTIFS,
  HERO_TEMPLATES,
  NOTICE_MARKS,
  ROLE_MOTIFS,
  TECH_FAMILIES,
  TOPIC_MOTIFS,
  articleArtFor,
  familyOf,
  heroArtFor,
  heroPages,
  isTechPage,
  roleArtFor,
} from "./hero-motifs";
import { MOTIF_NAMES, type MotifName } from "./motifs";
import { MOTIF_SCALE, PRODUCTS } from "./products";
import { GALLERY_SCENES, MOMENT_SCENES } from "./scenes";

const moments = getContent("life-at-alphai", "life").moments;
/**
 * Pages that need a motif of their own: families, industries, audiences, technology pages (details of the
 * TECH_FAMILIES and details outside any family), the company, work, resources, gallery and contact pages,
 * and the offline notice. The other notices share the envelope (told apart by its seal).
 */
const ownMotifPages = heroPages().filter(
  (page) =>
    (page.template !== "service-detail" || !familyOf(page.pageId) || isTechPage(page.pageId)) &&
    !(page.pageId in NOTICE_MARKS),
);
/** The technology pages: detail pages of the technology families and the trending technologies (no family). */
const techPages = () =>
  heroPages().filter(
    (page) => page.template === "service-detail" && (isTechPage(page.pageId) || !familyOf(page.pageId)),
  );
/** A kind of page: a family and its detail pages are one (details show their family's motif or a technology's). */
const kindOf = (template: string) => (template === "service-detail" ? "service-family" : template);
/** Every drawn hero: the pages', each article's and each role's. */
const allHeroes = () => [
  ...heroPages().map((page) => ({
    id: page.pageId,
    kind: kindOf(page.template),
    art: heroArtFor(page.pageId),
    svg: heroArtwork(page.pageId),
  })),
  ...articles.map((article) => ({
    id: article.slug,
    kind: "article",
    art: articleArtFor(article),
    svg: articleHeroArt(article),
  })),
  ...roles.map((role) => ({ id: role.slug, kind: "role", art: roleArtFor(role), svg: roleHeroArt(role) })),
];
/** The entries of a list that occur more than once. */
const repeated = <T>(items: readonly T[]) => items.filter((item, at) => items.indexOf(item) !== at);

describe("hero motifs", () => {
  it("gives every service family, industry, audience, technology and company page its own motif", () => {
    expect(ownMotifPages.length).toBeGreaterThanOrEqual(66);
    const motifs = ownMotifPages.map((page) => {
      const art = heroArtFor(page.pageId);
      expect(art.badge, page.pageId).toBeUndefined();
      return art.motif;
    });
    expect(repeated(motifs), "motifs used by more than one page").toEqual([]);
  });

  it("maps only existing pages, articles and roles, and draws every motif it maps", () => {
    const ids = new Set(contentPages.map((page) => page.pageId));
    expect(Object.keys(HERO_MOTIFS).filter((id) => !ids.has(id))).toEqual([]);
    expect(
      Object.keys(NOTICE_MARKS).filter((id) => contentPages.find((page) => page.pageId === id)?.template !== "notice"),
    ).toEqual([]);
    expect(
      Object.keys(ARTICLE_MOTIFS).filter((slug) => !articles.some((article) => article.slug === slug)),
      "motifs of no article",
    ).toEqual([]);
    expect(
      Object.keys(ROLE_MOTIFS).filter((slug) => !roles.some((role) => role.slug === slug)),
      "motifs of no role",
    ).toEqual([]);
    const mapped = [...Object.values(HERO_MOTIFS), ...Object.values(ARTICLE_MOTIFS), ...Object.values(ROLE_MOTIFS)];
    expect(mapped.filter((motif) => !MOTIF_NAMES.includes(motif))).toEqual([]);
    const used = new Set(allHeroes().map((hero) => hero.art.motif));
    expect(
      MOTIF_NAMES.filter((motif) => !used.has(motif)),
      "drawn but unused",
    ).toEqual([]);
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

  it("shares no motif across kinds of page; within one, only notices share, told apart by their seal", () => {
    const kinds = new Map<string, Set<string>>();
    for (const hero of allHeroes()) kinds.set(hero.art.motif, (kinds.get(hero.art.motif) ?? new Set()).add(hero.kind));
    expect([...kinds].filter(([, of]) => of.size > 1).map(([motif, of]) => `${motif}: ${[...of].join(", ")}`)).toEqual(
      [],
    );
    const notices = heroPages().filter((page) => page.template === "notice");
    expect(notices.length).toBeGreaterThanOrEqual(6);
    const marks = notices.flatMap((page) => heroArtFor(page.pageId).mark ?? []);
    expect(marks.length, "notices on the envelope").toBe(notices.length - 1);
    expect(new Set(marks).size, "each notice's seal says what happened").toBe(marks.length);
    expect(heroArtFor("offline")).toEqual({ motif: "offline" });
    const shared = repeated(
      allHeroes()
        .filter((hero) => hero.art.motif !== "notice" && !hero.art.badge)
        .map((hero) => hero.art.motif),
    );
    expect(shared, "motifs shown on more than one page").toEqual([]);
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

  it("shows any other detail page's family motif with the page's own label, so no two hero pictures are the same", () => {
    const details = heroPages().filter(
      (page) => page.template === "service-detail" && familyOf(page.pageId) && !isTechPage(page.pageId),
    );
    expect(details.length).toBeGreaterThan(25);
    for (const page of details) {
      const art = heroArtFor(page.pageId);
      expect(art.motif).toBe(HERO_MOTIFS[familyOf(page.pageId)!]);
      expect(art.badge).toBeTruthy();
    }
    const markup = heroPages().map((page) => heroArtwork(page.pageId));
    expect(repeated(markup)).toEqual([]);
  });

  it("draws decorative, compact heroes", () => {
    for (const { id, svg } of allHeroes()) {
      expect(svg, id).toMatch(/^<svg [^>]*aria-hidden="true" focusable="false"/);
      expect(svg.length, id).toBeLessThan(6000);
    }
  });

  it("keeps every badge inside the stage, in both languages", () => {
    // Badge width (motifs.tsx): 11.2 units a character and 52 of padding, from x = 24, on a 480-wide stage.
    for (const { id, art } of allHeroes())
      for (const badge of art.badge ? [art.badge, labelIn(art.badge, "de")] : [])
        expect(24 + badge.length * 11.2 + 52, `${id}: ${badge}`).toBeLessThanOrEqual(456);
  });
});

describe("technology, article and role motifs", () => {
  it("gives every technology page its own motif, no badge, distinct markup", () => {
    const pages = techPages();
    // Website (7), mobile (4), front-end (4), database (5), cloud (3), CMS (3) and trending (3).
    expect(pages.length).toBeGreaterThanOrEqual(29);
    for (const family of TECH_FAMILIES) expect(pageNode(family).template, family).toBe("service-family");
    const motifs = pages.map((page) => ({ id: page.pageId, ...heroArtFor(page.pageId) }));
    expect(
      motifs.filter((art) => !HERO_MOTIFS[art.id] || art.badge),
      "technology pages without a motif of their own",
    ).toEqual([]);
    expect(repeated(motifs.map((art) => art.motif)), "technology motifs shared").toEqual([]);
    // Nor does any technology page show its family's picture.
    expect(
      motifs.filter((art) => familyOf(art.id) && art.motif === HERO_MOTIFS[familyOf(art.id)!]).map((art) => art.id),
    ).toEqual([]);
    expect(repeated(pages.map((page) => heroArtwork(page.pageId))), "technology pictures drawn alike").toEqual([]);
  });

  it("gives every article and role drawn for itself its own motif, distinct markup", () => {
    const drawnArticles = articles.filter((article) => ARTICLE_MOTIFS[article.slug]);
    const drawnRoles = roles.filter((role) => ROLE_MOTIFS[role.slug]);
    expect(drawnArticles.length).toBeGreaterThanOrEqual(6);
    expect(drawnRoles.length).toBeGreaterThanOrEqual(6);
    const motifs = [
      ...drawnArticles.map((article) => articleArtFor(article).motif),
      ...drawnRoles.map((role) => roleArtFor(role).motif),
    ];
    expect(repeated(motifs)).toEqual([]);
    const markup = [
      ...drawnArticles.map((article) => articleHeroArt(article)),
      ...drawnRoles.map((role) => roleHeroArt(role)),
    ];
    expect(repeated(markup)).toEqual([]);
    // No words to translate in these pictures: the page's own heading names the subject.
    for (const svg of markup) expect(svg).not.toMatch(/<text/);
  });

  it("puts each picture on its page: the loaders of technology pages, articles and roles hand over different heroes", async () => {
    const tech = techPages().map(
      (page) =>
        serviceDetailLoader({ url: new URL(pageNode(page.pageId).path, "https://alphai.test") } as never).heroArt,
    );
    const articleArt = await Promise.all(
      articles.map(
        async (article) =>
          (
            await articleLoader({
              params: { slug: article.slug },
              url: new URL(`/resource/${article.slug}`, "https://alphai.test"),
            } as never)
          ).heroArt,
      ),
    );
    const roleArt = roles.map(
      (role) =>
        (
          roleLoader({
            params: { slug: role.slug },
            url: new URL(`/about/careers/${role.slug}`, "https://alphai.test"),
          } as never) as { heroArt: string }
        ).heroArt,
    );
    const all = [...tech, ...articleArt, ...roleArt];
    expect(all.every((svg) => svg.startsWith("<svg "))).toBe(true);
    expect(repeated(all), "pages that show the same picture").toEqual([]);
  });

  it("fails the build for a technology page without a motif", () => {
    const motifs = HERO_MOTIFS as Record<string, string | undefined>;
    const saved = motifs.angular;
    delete motifs.angular;
    try {
      expect(isTechPage("angular")).toBe(true);
      expect(() => heroArtFor("angular")).toThrow(/No hero motif for technology page "angular"/);
    } finally {
      motifs.angular = saved;
    }
  });

  it("draws an article or a role the team added without a drawing from its first topic or its department, in its language", () => {
    const [article] = articles;
    const added = { ...article!, slug: "an-article-added-in-the-workspace", topics: ["data-protection" as const] };
    expect(articleArtFor(added)).toEqual({ motif: TOPIC_MOTIFS["data-protection"], caption: article!.category });
    const svg = articleHeroArt(added);
    expect(svg).toContain(`>${article!.category}</text>`);
    expect(svg).not.toBe(articleHeroArt(article!));
    // The German file's category on a German page; the same motif in both languages.
    expect(articleHeroArt({ ...added, category: "Datenschutz" }, "de")).toContain(">Datenschutz</text>");
    expect(() => articleArtFor({ ...added, topics: [] })).toThrow(/no topic/);
    const role = roles[0]!;
    const departments: [string, string, MotifName][] = [
      ["Quality Assurance", "Qualitätssicherung", "qa"],
      ["Design", "Design", "design"],
      ["Performance Marketing", "Performance-Marketing", "digital-marketing"],
      ["Cloud Infrastructure", "Cloud-Infrastruktur", "devops"],
      ["Engineering", "Entwicklung", "product-engineering"],
    ];
    for (const [english, german, motif] of departments) {
      for (const department of [english, german])
        expect(roleArtFor({ slug: "a-role-added-in-the-workspace", department }), department).toEqual({
          motif,
          caption: department,
        });
    }
    expect(roleHeroArt({ slug: "a-role-added-in-the-workspace", department: "Engineering" })).toContain(
      ">Engineering</text>",
    );
    expect(roleArtFor(role)).toEqual({ motif: ROLE_MOTIFS[role.slug] });
  });
});

describe("case-study product visuals", () => {
  it("draws every case study's product, described for assistive technology", () => {
    for (const study of caseStudies) {
      expect(PRODUCTS[study.slug], study.slug).toBeDefined();
      const svg = productVisual(study);
      expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Illustration: [^"]{40,}"/);
    }
    const slugs = new Set(caseStudies.map((study) => study.slug));
    expect(
      Object.keys(PRODUCTS).filter((slug) => !slugs.has(slug)),
      "visuals of no case study",
    ).toEqual([]);
  });

  it("writes each product as a standalone SVG file for the cards' images", () => {
    for (const study of caseStudies) {
      const file = productFile(study);
      expect(file, study.slug).toMatch(
        /^<\?xml[^>]*>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 250"/,
      );
      expect(file, study.slug).toMatch(/<title>Illustration: [^<]{40,}<\/title>/);
      expect(productImage(study)).toEqual({
        src: `/images/work/${study.slug}.svg`,
        alt: PRODUCTS[study.slug]!.alt,
        width: 400,
        height: 250,
      });
    }
  });

  it("draws a case study the team added without a product of its own as its industry's motif, decorative", () => {
    const study = { ...caseStudies[0]!, slug: "a-case-study-added-in-the-workspace" };
    const svg = productVisual(study);
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg).toContain(`<g transform="translate(32 -1) scale(${MOTIF_SCALE})"><circle cx="240" cy="180" r="156"`);
    expect(svg).not.toBe(productVisual({ ...study, industry: "healthcare" }));
    expect(productImage(study)).toMatchObject({ src: `/images/work/${study.slug}.svg`, alt: "" });
    expect(productFile(study, "de")).toMatch(
      /^<\?xml[^>]*>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 250"/,
    );
    expect(() => productVisual({ ...study, industry: "no-such-industry" })).toThrow(/No product visual/);
  });
});

describe("gallery and life scenes", () => {
  it("draws its own scene for every gallery entry and life moment, and nothing else", () => {
    expect(galleryImages.map((image) => image.slug).sort()).toEqual(Object.keys(GALLERY_SCENES).sort());
    expect(moments.map((moment) => moment.slug).sort()).toEqual(Object.keys(MOMENT_SCENES).sort());
    const markup = [
      ...galleryImages.map((image) => galleryArt(image.slug, "x")),
      ...moments.map((moment) => momentArt(moment.slug, "x")),
    ];
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
    expect(file).toMatch(
      /^<\?xml[^>]*\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 200" width="960" height="600"/,
    );
    expect(file).toContain(`<title>${image!.alt}</title>`);
  });
});

describe("every drawing", () => {
  const all = () => [
    ...allHeroes().map((hero) => hero.svg),
    ...caseStudies.map((study) => productVisual(study)),
    ...galleryImages.map((image) => galleryArt(image.slug, image.alt)),
    ...moments.map((moment) => momentArt(moment.slug, moment.alt)),
  ];

  it("has no ids (several share a page), no filters and no embedded images", () => {
    for (const svg of all()) {
      expect(svg).not.toMatch(/\sid="|<filter|<image|url\(/);
    }
  });

  it("uses only the brand palette", () => {
    const palette = new Set([
      "#141850",
      "#1e2370",
      "#4338ca",
      "#6366f1",
      "#a5b4fc",
      "#e0e7ff",
      "#ffb547",
      "#fff",
      "none",
    ]);
    for (const svg of all()) {
      const colours = [...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]!);
      expect(colours.filter((colour) => !palette.has(colour))).toEqual([]);
    }
  });
});

describe("drawings on German pages (issue 35 §3)", () => {
  it("draw the words and figures on their screens in German, and English pages' drawings as before", () => {
    const kyc = caseStudies.find((study) => productVisual(study).includes("Continue"))!;
    const german = productVisual(kyc, "de");
    expect(german).toContain("Schritt 3 von 7");
    expect(german).toContain("Weiter");
    expect(german).toContain("Genehmigt");
    expect(german).not.toMatch(/Continue|Approved|Step 3/);
    expect(productVisual(kyc)).toContain("Step 3 of 7");
    const api = caseStudies.find((study) => productVisual(study).includes("0.6 s"))!;
    expect(productVisual(api, "de")).toContain("0,6 s");
    expect(productFile(kyc, "de")).toContain(`<title>${PRODUCTS[kyc.slug]!.altDe}</title>`);
    expect(productImage(kyc, "de").src).toBe(`/images/work/de/${kyc.slug}.svg`);
  });

  it("show a detail page's badge with its German menu label", () => {
    const detail = heroPages().find((page) => heroArtFor(page.pageId).badge === "Build Your Team")!;
    expect(heroArtwork(detail.pageId, "de")).toContain(">Eigenes Team aufbauen</text>");
    expect(heroArtwork(detail.pageId)).toContain(">Build Your Team</text>");
  });
});
