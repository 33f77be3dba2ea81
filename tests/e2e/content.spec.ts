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
    baseURL,
  }) => {
    // Every problem of every page, asserted once at the end: one `expect` per heading cost more than the pages' fetches.
    const problems: string[] = [];
    const check = (ok: boolean, problem: string) => {
      if (!ok) problems.push(problem);
    };
    const descriptions = new Map<string, string>();
    for (const path of allPaths) {
      // Node's fetch, not Playwright's request context: nothing here needs the browser's network stack.
      const response = await fetch(new URL(path, baseURL));
      check(response.ok, `${path}: answered ${response.status}`);
      const html = await response.text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));

      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
      check(levels.filter((level) => level === 1).length === 1, `${path}: not exactly one h1 (${levels.join(",")})`);
      check(levels[0] === 1, `${path}: the h1 does not come first (${levels.join(",")})`);
      levels.forEach((level, index) =>
        check(
          index === 0 || level <= levels[index - 1]! + 1,
          `${path}: heading ${index} skips a level (${levels.join(",")})`,
        ),
      );

      // The contact page is its hero and the form with the offices beside it (issue 35 §6): two sections by design.
      const sections = (main.match(/<section[\s>]/g) ?? []).length;
      check(sections >= (basePath(path) === "/contactus" ? 2 : 3), `${path}: only ${sections} sections`);

      const links = [...main.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)]
        .map((match) => match[1])
        .filter((href) => href !== path);
      check(links.length > 0, `${path}: no links to related pages`);

      const placeholder = textOf(html).match(PLACEHOLDER)?.[0];
      check(placeholder === undefined, `${path}: placeholder text "${placeholder}"`);
      const words = textOf(main).trim().split(/\s+/).length;
      check(noticePaths.includes(path) || words > 150, `${path}: ${words} words of body copy, not more than 150`);

      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      check(
        description.length >= 70 && description.length <= 160,
        `${path}: meta description of ${description.length} characters, not 70-160`,
      );
      if (!aliasPaths.has(basePath(path))) {
        check(!descriptions.has(description), `${path}: the same description as ${descriptions.get(description)}`);
        descriptions.set(description, path);
      }
    }
    expect(problems).toEqual([]);
  });
});

// No sideways scrolling at 360 px: checked on every page, in both languages, by the page walk in a11y.spec.ts.
