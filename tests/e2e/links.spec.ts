import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { siteUrl } from "../../content/seo";
import { uiIn } from "../../content/i18n/ui";
import { ratesPathIn } from "../../content/localized";
import { contentPages } from "../../content/registry";
import { localePath, locales } from "../../app/shared/locale";

/** Checks the built HTML itself: every internal href/src resolves, every #anchor exists. */
const buildDir = path.resolve("build/client");
const htmlFiles = readdirSync(buildDir, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith("index.html") && !file.endsWith(".br") && !file.endsWith(".gz"),
);
const files = new Set(
  readdirSync(buildDir, { recursive: true, encoding: "utf8" }).map((file) => `/${file.split(path.sep).join("/")}`),
);
/** A built page's path: "/", the German home page "/de/" (app/shared/locale.ts), and "/<dir>" for the others. */
const pageOf = (file: string) =>
  file === "index.html"
    ? "/"
    : file === path.join("de", "index.html")
      ? "/de/"
      : `/${path.dirname(file).split(path.sep).join("/")}`;
const pages = new Map(htmlFiles.map((file) => [pageOf(file), readFileSync(path.join(buildDir, file), "utf8")]));
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));

test("no broken internal link, asset or anchor in the built HTML", () => {
  expect(pages.size).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const [page, html] of pages) {
    const body = html.replace(/<script[\s\S]*?<\/script>/g, "");
    const targets = [...body.matchAll(/\s(href|src|content)="([^"]+)"/g)]
      // `content` holds URLs only in og:/twitter: tags; anything else there (colours, text) is not a link.
      .filter(([, name, value]) => name !== "content" || value!.startsWith("/") || value!.startsWith(siteUrl()))
      .map((match) => match[2]!.replace(/&amp;/g, "&"));
    for (let target of targets) {
      if (target.startsWith(siteUrl())) target = target.slice(siteUrl().length) || "/";
      if (target.startsWith("#")) {
        if (target.length > 1 && !idsOf(html).has(decodeURIComponent(target.slice(1))))
          broken.push(`${page}: ${target}`);
        continue;
      }
      if (!target.startsWith("/") || target.startsWith("//")) continue;
      const [pathAndQuery = "", hash] = target.split("#");
      const targetPath = pathAndQuery.split("?")[0]!;
      const targetPage = pages.get(targetPath);
      if (!targetPage && !files.has(targetPath)) {
        broken.push(`${page}: ${target}`);
        continue;
      }
      if (hash && targetPage && !idsOf(targetPage).has(hash)) broken.push(`${page}: ${target} (missing anchor)`);
    }
  }
  expect(broken).toEqual([]);
});

test("every button to the contact form has one label per language, the header's", () => {
  const labels = { en: new Set<string>(), de: new Set<string>() };
  let buttons = 0;
  for (const [page, html] of pages) {
    const body = html.replace(/<script[\s\S]*?<\/script>/g, "");
    for (const [, attributes, inner] of body.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)) {
      if (!/\bclass="[^"]*\bbutton\b/.test(attributes!) || !/\bhref="(\/de)?\/contactus"/.test(attributes!)) continue;
      buttons++;
      labels[page === "/de/" || page.startsWith("/de/") ? "de" : "en"].add(inner!.replace(/<[^>]+>/g, "").trim());
    }
  }
  expect(buttons).toBeGreaterThan(pages.size);
  expect([...labels.en]).toEqual([uiIn("en").layout.getStarted]);
  expect([...labels.de]).toEqual([uiIn("de").layout.getStarted]);
});

test("every service, audience and industry page, and the contact page, links to the published rates", () => {
  const templates = new Set(["service-detail", "service-family", "audience", "industry", "contact"]);
  const paths = contentPages.filter((page) => templates.has(page.template)).map((page) => page.path);
  expect(paths.length).toBeGreaterThan(60);
  const missing = locales.flatMap((locale) =>
    paths
      .map((pagePath) => localePath(pagePath, locale))
      .filter((pagePath) => !pages.get(pagePath)?.includes(`href="${ratesPathIn(locale)}"`)),
  );
  expect(missing).toEqual([]);
});
