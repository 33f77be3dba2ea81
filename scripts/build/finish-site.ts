/**
 * After the prerender (React Router's in `npm run build`, or a generation's, decision 052): everything the prerendered
 * site needs that is derived from the registry and content rather than rendered by React.
 *  - the JSON-LD graph injected into each page's <head> (present without JavaScript,
 *    and not duplicated into the hydration data or the bundles), and the deferred
 *    hydration rewrite, on the pages parsed once by scripts/build/build-output.ts, which
 *    then writes the site manifest (CSP hashes, first-load assets; .site-manifest.json);
 *  - a 1200x630 social image per canonical page; app icons from the favicon;
 *  - the gallery's drawings as standalone SVG files (each thumbnail links to its file);
 *  - sitemap.xml and robots.txt; the articles' Atom feeds (scripts/build/feed.ts);
 *  - the photos of content/photos.ts as AVIF and WebP variants (app/lib/photos.server.ts);
 *  - the site search's index, per language (scripts/build/search-index.ts);
 *  - Brotli and gzip siblings of every compressible file.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentIn, getContent, rolesClosingWithin, topicPagesIn } from "../../content";
import { labelIn } from "../../content/localized";
import { collections, contentPages, indexablePages, pageNode, pathOf, rolePath, trailTo } from "../../content/registry";
import { allPagePaths, collectionPaths, gonePaths, pageLocales } from "../../content/routes";
import { absoluteUrl, alternatesOf, ogImagePath } from "../../content/seo";
import { localePath, locales, type Locale } from "../../app/shared/locale";
import { serializeJsonLd, structuredData } from "../../content/structured-data";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "../../app/components/ui/icon-set.server";
import { galleryFile, galleryImagePath, productFile, productImagePath } from "../../app/lib/art.server";
import { compressDirectory } from "./compress";
import { writeFeeds } from "./feed";
import { applyEdits, BuildOutput } from "./build-output";
import { deferHydration } from "./deferred-hydration";
import { searchDocuments, writeSearchIndex } from "./search-index";
import { searchKeywords, sectionsByPath, siteIndex, SEARCH_PAGE_ID } from "../../app/lib/site-index.server";
import { renderIcon, renderOgImage } from "./og-image";
import { buildId, serviceWorkerSource, shellAssets } from "./service-worker";
import { libraryPhotos, processPhoto, publishPhotos, type ProcessedPhoto } from "../../app/lib/photos.server";
import { PHOTO_URL_BASE } from "../../app/shared/photo-data";
import { policySettingValues, readPolicySettings } from "../../app/shared/policy-settings";

interface Card {
  path: string;
  title: string;
  section: string;
}
/** The kicker of a collection entry's card, in each language. */
const CARD_SECTIONS: Record<Locale, { caseStudy: string; careers: string }> = {
  en: { caseStudy: "Case study", careers: "Careers" },
  de: { caseStudy: "Fallstudie", careers: "Karriere" },
};
const cardsIn = (locale: Locale): Card[] => {
  const { articles: localArticles, caseStudies: localStudies, roles: localRoles } = contentIn(locale);
  const at = (englishPath: string) => localePath(englishPath, locale);
  return [
    ...contentPages.map((page) => {
      const top = trailTo(page.path)[0]?.label;
      return {
        path: at(page.path),
        title: getContent(page.pageId, page.template, locale).title,
        section: !top || top === "Home" ? "Alphai" : labelIn(top, locale),
      };
    }),
    ...localStudies.map((study) => ({
      path: at(`${pathOf(collections.caseStudies.parentId)}/${study.slug}`),
      title: study.title,
      section: CARD_SECTIONS[locale].caseStudy,
    })),
    ...localArticles.map((article) => ({
      path: at(`${pathOf(collections.articles.parentId)}/${article.slug}`),
      title: article.title,
      section: article.category,
    })),
    ...localRoles.map((role) => ({
      path: at(rolePath(role.slug)),
      title: role.seoTitle,
      section: CARD_SECTIONS[locale].careers,
    })),
    ...topicPagesIn(locale).map((topic) => ({
      path: at(topic.path),
      title: topic.title,
      section: labelIn(pageNode(collections.topics.parentId).label, locale),
    })),
  ];
};

/** Each social image's card (its words), by the image's file: `.social-cards.json`, never served (a dotfile). */
const SOCIAL_CARDS_FILE = ".social-cards.json";

const cardKey = (card: Card) => createHash("sha256").update(`${card.title}\n${card.section}`).digest("base64url");

const readSocialCards = async (dir: string): Promise<Record<string, string>> =>
  JSON.parse(await readFile(path.join(dir, SOCIAL_CARDS_FILE), "utf8").catch(() => "{}")) as Record<string, string>;

export interface FinishOptions {
  /**
   * A finished site (an earlier generation, or the build) whose outputs are reused where their inputs are unchanged:
   * a social image whose card reads the same, the compressed siblings of a file with the same bytes (decision 052).
   */
  readonly previous?: string;
  /** The time the site is built for (roles closed by then, the sitemap's date); default: now. */
  readonly now?: Date;
  /** Where the lines about roles closing or closed go (default: standard output). */
  readonly log?: (line: string) => void;
}

/**
 * The post-build steps over a prerendered site in `buildDir` (React Router's layout, its route table in the folder
 * above): run by `npm run build` (scripts/build/postbuild.ts) and by each generation of the site (decision 052).
 * Returns the summary line.
 */
/** Step 1: structured data and deferred hydration in every page, then the site manifest (its CSP hashes). */
async function finishPages(buildDir: string, now: Date) {
  // The prerendered HTML, parsed once (scripts/build/build-output.ts): structured data in every page's <head>, and
  // hydration code after the first paint (scripts/build/deferred-hydration.ts) in every HTML file. Then the site
  // manifest: each page's CSP hashes and first-load assets, for the server and the budgets check.
  const build = await BuildOutput.read(buildDir);
  const jsonLdPaths = new Set(allPagePaths());
  for (const page of build.pages) {
    const edits = deferHydration(page, build.graph);
    if (page.path && jsonLdPaths.has(page.path)) {
      if (page.scripts.some((script) => script.kind === "json-ld")) throw new Error(`${page.file} already has JSON-LD`);
      edits.push({
        start: page.headEnd,
        end: page.headEnd,
        text: `<script type="application/ld+json">${serializeJsonLd(structuredData(page.path))}</script>`,
      });
    }
    build.update(page, applyEdits(page.html, edits));
  }
  // Closed roles and removed articles keep a prerendered page saying so, which the server answers with 410 Gone.
  const closedPaths = gonePaths(now);
  // The settings the privacy policy and the consent texts state, read as the prerender read them (the same parser as the
  // server's): recorded in the site manifest, the server refuses to start with others (decision 023).
  const policySettings = policySettingValues(readPolicySettings());
  // The search pages run WebAssembly (scripts/build/search-index.ts): their CSP allows it, no other page's does.
  const searchPaths = locales.map((locale) => localePath(pathOf(SEARCH_PAGE_ID), locale));
  const siteManifest = await build.write(
    closedPaths.map((pagePath) => `${pagePath.slice(1)}/index.html`),
    policySettings,
    searchPaths.map((pagePath) => `${pagePath.slice(1)}/index.html`),
  );
  return { build, jsonLdPaths, closedPaths, policySettings, searchPaths, siteManifest };
}

/**
 * Step 2: social images, one per canonical page and language (aliases share their canonical page's image). Each
 * card's words are recorded (SOCIAL_CARDS_FILE): a later generation copies an image whose card reads the same.
 */
async function writeSocialImages(buildDir: string, previous: string | undefined) {
  const cards = locales.flatMap(cardsIn);
  await mkdir(path.join(buildDir, "og"), { recursive: true });
  const previousCards = previous ? await readSocialCards(previous) : {};
  const socialCards: Record<string, string> = {};
  let reused = 0;
  for (const card of cards) {
    const file = ogImagePath(card.path).slice(1);
    const key = cardKey(card);
    socialCards[file] = key;
    const copy =
      previous && previousCards[file] === key
        ? await readFile(path.join(previous, file)).catch(() => undefined)
        : undefined;
    if (copy) reused += 1;
    await writeFile(path.join(buildDir, file), copy ?? (await renderOgImage(card.title, card.section)));
  }
  await writeFile(path.join(buildDir, SOCIAL_CARDS_FILE), `${JSON.stringify(socialCards)}\n`);
  return { cards: cards.length, reused };
}

/** Step 3: app icons, the icon sprite, and the drawings the pages link to as files. */
async function writeIconsAndDrawings(buildDir: string) {
  // App icons for the manifest and iOS.
  const favicon = path.resolve("public/favicon.svg");
  await mkdir(path.join(buildDir, "icons"), { recursive: true });
  for (const size of [180, 192, 512]) {
    await writeFile(path.join(buildDir, "icons", `icon-${size}.png`), await renderIcon(favicon, size));
  }

  // The icon sprite: one <symbol> per lucide icon the content may use.
  const symbols = Object.entries(icons).map(([name, component]) => {
    const markup = renderToStaticMarkup(createElement(component, { size: 24, strokeWidth: 1.75 }));
    const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  await writeFile(
    path.join(buildDir, "icons.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`,
  );

  // Gallery drawings as files, one per language (their words and titles): the thumbnails link to them, so without
  // JavaScript a click opens the image.
  for (const locale of locales) {
    for (const image of contentIn(locale).galleryImages) {
      const file = path.join(buildDir, galleryImagePath(image.slug, locale).slice(1));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, galleryFile(image.slug, image.alt, locale));
    }
    // Case studies' product visuals as files, one per language: the cards show them as lazily loaded images.
    for (const study of contentIn(locale).caseStudies) {
      const file = path.join(buildDir, productImagePath(study.slug, locale).slice(1));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, productFile(study, locale));
    }
  }
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** Step 4: the sitemap (canonical pages only, in both languages, each with its language versions) and robots.txt. */
async function writeSitemap(buildDir: string, now: Date, closedPaths: readonly string[]): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  // Each article's page in each language it is in, with its date.
  const published = new Map(
    locales.flatMap((locale) =>
      contentIn(locale).articles.map(
        (article) =>
          [localePath(`${pathOf(collections.articles.parentId)}/${article.slug}`, locale), article.published] as const,
      ),
    ),
  );
  // Each language's pages: an entry in one language alone is in that language's (issue 37 §2).
  const sitemapPaths = locales
    .flatMap((locale) =>
      [...indexablePages.map((page) => page.path), ...collectionPaths(locale)].map((pagePath) =>
        localePath(pagePath, locale),
      ),
    )
    .filter((pagePath) => !closedPaths.includes(pagePath));
  const sitemapEntry = (pagePath: string) =>
    [
      `  <url><loc>${escapeXml(absoluteUrl(pagePath))}</loc>`,
      ...alternatesOf(pagePath, pageLocales(pagePath)).map(
        ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      ),
      `<lastmod>${published.get(pagePath) ?? today}</lastmod></url>`,
    ].join("");
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${sitemapPaths.map(sitemapEntry).join("\n")}
</urlset>
`;
  await writeFile(path.join(buildDir, "sitemap.xml"), sitemap);
  // The team workspace (decision 026) is private: never crawled (its pages also say noindex, in a header and a meta tag).
  await writeFile(
    path.join(buildDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /team\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
  );
  return sitemapPaths;
}

/** Step 5: every photo of the library (content/photos.ts and the team's, decision 055), from the cache the prerender's loaders filled (or encoded now). */
async function writePhotos(buildDir: string): Promise<string> {
  const photosStarted = Date.now();
  const photos: ProcessedPhoto[] = [];
  for (const { entry, paths } of libraryPhotos()) photos.push(await processPhoto(entry, paths));
  const photoBytes = await publishPhotos(photos, buildDir);
  const photoUrls = new Set(photos.flatMap((photo) => photo.files.map((file) => `${PHOTO_URL_BASE}${file.name}`)));
  // Every photo URL a page or its data refers to must exist (a stale cache or a hand-written URL would break it).
  for (const file of (await readdir(buildDir, { recursive: true })).filter((name) => /\.(html|data)$/.test(name))) {
    const text = await readFile(path.join(buildDir, file), "utf8");
    for (const [url] of text.matchAll(new RegExp(`${PHOTO_URL_BASE}[\\w.-]+`, "g"))) {
      if (!photoUrls.has(url)) throw new Error(`${file} refers to ${url}, which the build did not make`);
    }
  }
  return `${photos.length} photos (${photos.filter((photo) => photo.cached).length} from cache, ${photos.reduce((sum, photo) => sum + photo.files.length, 0)} files, ${(photoBytes / 1024).toFixed(0)} KiB) in ${((Date.now() - photosStarted) / 1000).toFixed(1)} s`;
}

/** Step 6: the search index (Pagefind): the pages of the site index, which are the sitemap's but the search pages. */
async function writeSiteSearch(
  buildDir: string,
  build: BuildOutput,
  now: Date,
  sitemapPaths: readonly string[],
  searchPaths: readonly string[],
): Promise<string> {
  const searchStarted = Date.now();
  const searchSections = new Map(locales.flatMap((locale) => [...sectionsByPath(siteIndex(locale, now))]));
  const unlisted = sitemapPaths.filter((pagePath) => !searchSections.has(pagePath) && !searchPaths.includes(pagePath));
  const extra = [...searchSections.keys()].filter((pagePath) => !sitemapPaths.includes(pagePath));
  if (unlisted.length || extra.length)
    throw new Error(
      `The site index (app/lib/site-index.server.ts) and the sitemap differ: ${[...unlisted.map((p) => `${p} not in the index`), ...extra.map((p) => `${p} not in the sitemap`)].join(", ")}`,
    );
  const searchKeywordsByPath = new Map(locales.flatMap((locale) => [...searchKeywords(locale, now)]));
  const searchIndex = await writeSearchIndex(
    buildDir,
    searchDocuments(build.pages, searchSections, searchKeywordsByPath),
  );
  return `search index ${Object.entries(searchIndex.languages)
    .map(([language, { pages, bytes }]) => `${language} ${pages} pages ${(bytes / 1024).toFixed(0)} KiB`)
    .join(", ")} in ${((Date.now() - searchStarted) / 1000).toFixed(1)} s`;
}

/**
 * The post-build steps over a prerendered site in `buildDir` (React Router's layout, its route table in the folder
 * above): run by `npm run build` (scripts/build/postbuild.ts) and by each generation of the site (decision 052).
 * Returns the summary line.
 */
export async function finishSite(buildDir: string, options: FinishOptions = {}): Promise<string> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? new Date();
  const { build, jsonLdPaths, closedPaths, policySettings, searchPaths, siteManifest } = await finishPages(
    buildDir,
    now,
  );
  const social = await writeSocialImages(buildDir, options.previous);
  await writeIconsAndDrawings(buildDir);
  const sitemapPaths = await writeSitemap(buildDir, now, closedPaths);
  // The articles' Atom feeds, one per language (scripts/build/feed.ts).
  const feeds = await writeFeeds(buildDir);
  const photoSummary = await writePhotos(buildDir);
  const searchSummary = await writeSiteSearch(buildDir, build, now, sitemapPaths, searchPaths);

  // The service worker: named after a hash of everything above, pre-caching the home page, the offline page and the shell.
  const id = await buildId(buildDir);
  const germanOffline = localePath(pathOf("offline"), "de");
  const precache = ["/", pathOf("offline"), germanOffline, ...shellAssets(siteManifest)];
  await writeFile(path.join(buildDir, "sw.js"), serviceWorkerSource(id, precache, pathOf("offline"), germanOffline));

  // Precompression, last, so it covers everything above.
  const totals = await compressDirectory(buildDir, options.previous);
  const closing = rolesClosingWithin(now, 14);
  log(
    closing.length
      ? `postbuild: ${closing.length} role(s) close within 14 days: ${closing.map((role) => `${rolePath(role.slug)} (validThrough ${role.validThrough})`).join(", ")}`
      : "postbuild: no role closes within 14 days",
  );
  if (closedPaths.length)
    log(
      `postbuild: ${closedPaths.length} closed role or removed article page(s) answer 410 Gone: ${closedPaths.join(", ")}`,
    );
  const settings = Object.entries(policySettings)
    .map(([name, value]) => `${name}=${value}`)
    .join(" ");
  return (
    `postbuild: build ${id}, policy settings ${settings}, JSON-LD in ${jsonLdPaths.size} pages, ` +
    `${Object.keys(siteManifest.pages).length} pages in the site manifest, ` +
    `${social.cards} social images (${social.reused} reused), sitemap of ${sitemapPaths.length} URLs, ` +
    `${feeds.map((feed) => `${feed.path} (${(feed.bytes / 1024).toFixed(0)} KiB)`).join(" and ")}, ${photoSummary}, ` +
    `${searchSummary}, ${totals.files} files precompressed (${totals.reused} reused, ` +
    `${(totals.raw / 1024).toFixed(0)} KiB → ${(totals.br / 1024).toFixed(0)} KiB brotli) in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`
  );
}
