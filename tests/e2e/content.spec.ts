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

  test("a case study's texts and a role's items and steps are Markdown: links in the page's language, lists, bold, code; the JobPosting gives their text", async ({
    baseURL,
  }) => {
    const get = async (path: string) => (await fetch(new URL(path, baseURL))).text();
    for (const [prefix, listed] of [
      ["", "fixtures and availability polls for every team,"],
      ["/de", "Spielpläne und Verfügbarkeitsabfragen für jedes Team,"],
    ] as const) {
      const story = await get(`${prefix}/work/amateur-football-league-app`);
      const built = story.slice(
        story.indexOf('id="what-we-built"'),
        story.indexOf("</section>", story.indexOf('id="what-we-built"')),
      );
      expect(built).toContain(`<a href="${prefix}/services/product-engineering/discovery">`);
      expect(built).toMatch(new RegExp(`<ul>\\s*<li>${listed}</li>`));
      expect(built).toMatch(/<strong>(one codebase|einer Codebasis)<\/strong>/);

      const role = await get(`${prefix}/about/careers/devops-engineer-aws-kubernetes`);
      const items = role.slice(role.indexOf('id="role-do"'), role.indexOf("</section>", role.indexOf('id="role-do"')));
      expect(items).toMatch(
        new RegExp(`<li>[^<]*<a href="${prefix}/capabilities/cloud/aws">AWS[^<]*</a>[^<]*<code>terraform</code>`),
      );
      expect(role).toMatch(new RegExp(`<h3>[^<]+</h3><p>[^<]+<a href="${prefix}/about/careers">`));
      const posting = [...role.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .flatMap(
          (match) => (JSON.parse(match[1]!) as { "@graph": { "@type": string; description?: string }[] })["@graph"],
        )
        .find((node) => node["@type"] === "JobPosting");
      // Its description is HTML of the items' text: the Markdown's formatting and links left out.
      expect(posting?.description).toMatch(
        /<li>(Build and maintain AWS infrastructure with terraform|Sie bauen und pflegen AWS-Infrastruktur mit terraform)/,
      );
      expect(posting?.description).not.toMatch(/\]\(|`|\*\*|<a /);
    }
  });
});

// No sideways scrolling at 360 px: checked on every page, in both languages, by the page walk in a11y.spec.ts.
