import { expect, test } from "./fixtures";
import { routedPages } from "../../content/registry";
import { allPaths, noticePaths } from "./helpers";
import { basePath } from "../../app/shared/locale";

/** Words that must never reach a visitor. */
const PLACEHOLDER = /lorem|ipsum|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder|example\.com/i;

const aliasPaths = new Set(routedPages.filter((page) => page.path !== page.canonicalPath).map((page) => page.path));
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");

test.describe("content structure in the prerendered HTML", () => {
  test("every page: one h1, logical heading order, three or more sections, related links, no placeholder text", async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const descriptions = new Map<string, string>();
    for (const path of allPaths) {
      const html = await (await request.get(path)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));

      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
      expect(
        levels.filter((level) => level === 1),
        `${path}: one h1`,
      ).toHaveLength(1);
      expect(levels[0], `${path}: the h1 comes first`).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0)
          expect(level, `${path}: heading ${index} skips a level (${levels.join(",")})`).toBeLessThanOrEqual(
            levels[index - 1]! + 1,
          );
      });

      // The contact page is its hero and the form with the offices beside it (issue 35 §6): two sections by design.
      const sections = main.match(/<section[\s>]/g) ?? [];
      expect(sections.length, `${path}: at least three sections`).toBeGreaterThanOrEqual(
        basePath(path) === "/contactus" ? 2 : 3,
      );

      const links = [...main.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)]
        .map((match) => match[1])
        .filter((href) => href !== path);
      expect(links.length, `${path}: links to related pages`).toBeGreaterThan(0);

      const visible = textOf(html);
      expect(visible.match(PLACEHOLDER)?.[0], `${path}: placeholder text`).toBeUndefined();
      if (!noticePaths.includes(path))
        expect(textOf(main).trim().split(/\s+/).length, `${path}: has real body copy`).toBeGreaterThan(150);

      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(description, `${path}: meta description`).toBeTruthy();
      expect(description!.length, `${path}: description length`).toBeGreaterThanOrEqual(70);
      expect(description!.length, `${path}: description length`).toBeLessThanOrEqual(160);
      if (!aliasPaths.has(basePath(path))) {
        expect(descriptions.get(description!), `${path}: description unique`).toBeUndefined();
        descriptions.set(description!, path);
      }
    }
  });
});

// No sideways scrolling at 360 px: checked on every page, in both languages, by the page walk in a11y.spec.ts.
