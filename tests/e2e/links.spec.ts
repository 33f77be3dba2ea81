import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { siteUrl } from "../../content/seo";

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
