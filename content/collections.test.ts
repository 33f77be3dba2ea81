/**
 * Articles, case studies and roles are Markdown files (content/collections.ts): every file of the site loads, in
 * its order, and a bad file fails with its file, line and field. The bad files are written to a temporary folder.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { caseStudyOrder, roleOrder } from "./collection-order";
import { articles, caseStudies, loadCollection, roles, type CollectionName } from "./collections";

const root = mkdtempSync(path.join(tmpdir(), "alphai-collections-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const source = (name: CollectionName, slug: string) =>
  readFileSync(new URL(`./${name}/${slug}.md`, import.meta.url), "utf8");
let folders = 0;
/** Loads `files` (name: text) as collection `name` from a folder of their own. */
function load<K extends CollectionName>(name: K, files: Record<string, string>, order?: readonly string[]) {
  const folder = path.join(root, `${name}-${++folders}`);
  mkdirSync(folder);
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(folder, file), text);
  return loadCollection(name, { folder: pathToFileURL(`${folder}/`), order });
}
/** The problems of one changed file: `edit` gets the text of a good file and returns the bad one. */
function problemsOf(name: CollectionName, slug: string, edit: (text: string) => string): string[] {
  const order = name === "articles" ? undefined : [slug];
  return load(name, { [`${slug}.md`]: edit(source(name, slug)) }, order).problems;
}
/** The line (1-based) of the first line of `text` that contains `part`. */
const lineOf = (text: string, part: string) => text.split("\n").findIndex((line) => line.includes(part)) + 1;

const article = "how-to-choose-an-engagement-model";
const study = "digital-lender-kyc-onboarding-app";
const role = "senior-react-engineer-lahore";

describe("the site's Markdown collections", () => {
  it("load every file, without a problem", () => {
    const count = (name: CollectionName) => readdirSync(new URL(`./${name}/`, import.meta.url)).length;
    expect(articles).toHaveLength(count("articles"));
    expect(caseStudies).toHaveLength(count("case-studies"));
    expect(roles).toHaveLength(count("roles"));
    for (const name of ["articles", "case-studies", "roles"] as const) {
      const order = { articles: undefined, "case-studies": caseStudyOrder, roles: roleOrder }[name];
      expect(loadCollection(name, { order }).problems).toEqual([]);
    }
  });

  it("keep their order: articles by date, case studies and roles as content/collection-order.ts lists them", () => {
    const dates = articles.map((entry) => entry.published);
    expect(dates).toEqual([...dates].sort());
    expect(caseStudies.map((entry) => entry.slug)).toEqual(caseStudyOrder);
    expect(roles.map((entry) => entry.slug)).toEqual(roleOrder);
  });

  it("give the typed entries: frontmatter fields, and the body's sections, paragraphs, lists and steps", () => {
    const first = articles.find((entry) => entry.slug === article)!;
    expect(first.author).toEqual({ name: "Bilal Chaudhry", role: "Head of Delivery" });
    expect(first.sections[0]!.heading).toBe("Why the contract model shapes the project");
    expect(first.sections[0]!.paragraphs).toHaveLength(2);
    const lender = caseStudies.find((entry) => entry.slug === study)!;
    expect([lender.challenge.length, lender.solution.length, lender.year]).toEqual([2, 3, 2024]);
    const react = roles.find((entry) => entry.slug === role)!;
    expect(react.responsibilities[0]).toBe(
      "Design and build React and Next.js features end to end, from component API to production release.",
    );
    expect(react.hiringSteps.map((step) => step.title)).toEqual([
      "Application review",
      "Introductory call",
      "Practical exercise",
      "Team interview",
      "Offer",
    ]);
  });
});

describe("a bad file fails with its file, line and field", () => {
  it("a field the schema refuses: the field's line in the frontmatter", () => {
    const text = source("articles", article);
    const problems = problemsOf("articles", article, (good) => good.replace(/^title: .*$/m, "title: Too short"));
    expect(problems).toEqual([
      `content/articles/${article}.md:${lineOf(text, "title: ")}: title: Too small: expected string to have >=10 characters`,
    ]);
  });

  it("a nested field: the line of its own key", () => {
    const text = source("roles", role);
    const problems = problemsOf("roles", role, (good) => good.replace("  max: 650000", "  max: 1000"));
    expect(problems).toEqual([
      `content/roles/${role}.md:${lineOf(text, "  max: ")}: salary.max: salary min is above max`,
    ]);
  });

  it("a missing field: the frontmatter's first line", () => {
    const problems = problemsOf("case-studies", study, (good) => good.replace(/^client: .*\n/m, ""));
    expect(problems).toEqual([
      `content/case-studies/${study}.md:1: client: Invalid input: expected string, received undefined`,
    ]);
  });

  it("a heading or paragraph of the body out of bounds: its line and its path", () => {
    const long = `## ${"A heading that goes on and on ".repeat(4)}`;
    const text = source("articles", article).replace("## Fixed price: certainty in exchange for a frozen scope", long);
    const problems = problemsOf("articles", article, () => text);
    expect(problems).toEqual([
      `content/articles/${article}.md:${lineOf(text, long)}: sections.1.heading: Too big: expected string to have <=90 characters`,
    ]);
    const short = problemsOf("articles", article, (good) =>
      good.replace(/^None of the three common models .*$/m, "Too short."),
    );
    expect(short).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/articles/${article}\\.md:${lineOf(source("articles", article), "None of the three")}: sections\\.0\\.paragraphs\\.1: Too small`,
        ),
      ),
    ]);
  });

  it("a related page id that is not a page fails content validation, as before (contentProblems)", () => {
    // Unknown page ids are a cross-reference, checked with the whole site: content/index.ts `contentProblems`.
    const problems = problemsOf("articles", article, (good) => good.replace("  - our-team\n", "  - no-such-page\n"));
    expect(problems).toEqual([]);
  });

  it("Markdown the page would not show: links, emphasis, HTML, entities, line breaks", () => {
    const paragraph = /^Most clients come to us .*$/m;
    const cases: [string, RegExp][] = [
      [
        "See [our team](/talent-solution/our-team).",
        /a link \("\[our team\]\(\/talent-solution\/our-team\)"\) is not shown/,
      ],
      ["A *very* important point about contracts and who carries the risk of a change.", /italic text/],
      ["Contracts <em>matter</em> more than most teams think when the scope is unclear.", /HTML/],
      ["Time &amp; material is the most honest model when nobody can know the full scope.", /not plain text/],
      ["A line that ends with two spaces  \nbreaks the paragraph on the page, which it may not do.", /a line break/],
      ["Fixed price, visit https://example.org for a long explanation of what it means.", /a link/],
    ];
    const line = lineOf(source("articles", article), "Most clients come to us");
    for (const [text, message] of cases) {
      const [problem, ...more] = problemsOf("articles", article, (good) => good.replace(paragraph, text));
      expect(more).toEqual([]);
      expect(problem).toMatch(new RegExp(`^content/articles/${article}\\.md:${line}: `));
      expect(problem).toMatch(message);
    }
    // A character Markdown reads as formatting is written with a backslash, and shows as itself.
    const escaped = load("articles", {
      [`${article}.md`]: source("articles", article).replace(
        paragraph,
        "Stars \\*like these\\* and \\[brackets\\] show as they are, with no formatting at all on the page.",
      ),
    });
    expect(escaped.problems).toEqual([]);
    expect(escaped.entries[0]!.sections[0]!.paragraphs[0]).toBe(
      "Stars *like these* and [brackets] show as they are, with no formatting at all on the page.",
    );
  });

  it("joins the lines of a paragraph with a space", () => {
    const wrapped = load("articles", {
      [`${article}.md`]: source("articles", article).replace(
        "Most clients come to us with a question about technology or timing, but",
        "Most clients come to us with a question\nabout technology or timing, but",
      ),
    });
    expect(wrapped.entries[0]!.sections[0]!.paragraphs[0]).toMatch(
      /^Most clients come to us with a question about technology or timing, but /,
    );
  });

  it("headings: only ## in an article, and a case study's and a role's sections by name, in order", () => {
    const text = source("articles", article);
    const h3 = problemsOf("articles", article, (good) => good.replace("## Dedicated team", "### Dedicated team"));
    expect(h3).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/articles/${article}\\.md:${lineOf(text, "## Dedicated team")}: the heading "### Dedicated team: capacity you steer" in "## Fixed price.*": an article's body has paragraphs only$`,
        ),
      ),
    ]);
    const h1 = problemsOf("articles", article, (good) => good.replace("## Dedicated team", "# Dedicated team"));
    expect(h1).toEqual([
      expect.stringMatching(
        /: "# Dedicated team: capacity you steer": the page's title \(h1\) is the frontmatter's title/,
      ),
    ]);
    const before = problemsOf("articles", article, (good) =>
      good.replace(/---\n\n## /, "---\n\nAn opening paragraph.\n\n## "),
    );
    expect(before).toEqual([
      expect.stringMatching(/: a paragraph before the first ## heading: an article's body starts with one$/),
    ]);

    const renamed = problemsOf("case-studies", study, (good) => good.replace("## What we built", "## Solution"));
    expect(renamed).toEqual([
      `content/case-studies/${study}.md:${lineOf(source("case-studies", study), "## What we built")}: found "## Solution": expected "## What we built" (a case study's body has ## The challenge, then ## What we built)`,
    ]);
    const noSteps = problemsOf("roles", role, (good) => good.slice(0, good.indexOf("## Hiring steps")));
    expect(noSteps).toEqual([expect.stringMatching(/: missing section: expected "## Hiring steps"/)]);
    const numbered = problemsOf("roles", role, (good) => good.replace(/^- (Design and build)/m, "1. $1"));
    expect(numbered).toEqual([expect.stringMatching(/"## What you will do" holds one bulleted list/)]);
    const stepWithoutText = problemsOf("roles", role, (good) =>
      good.replace(/(### Offer\n\n)A written offer.*\n/, "$1"),
    );
    expect(stepWithoutText).toEqual([
      expect.stringMatching(/is a list of steps: each a "### title" line, then one paragraph$/),
    ]);
  });

  it("frontmatter: malformed YAML, an unknown field, a body field, a slug", () => {
    const text = source("roles", role);
    const yaml = problemsOf("roles", role, (good) =>
      good.replace("department: Engineering", "department: [Engineering"),
    );
    expect(yaml).toEqual([expect.stringMatching(new RegExp(`^content/roles/${role}\\.md:\\d+: frontmatter: `))]);
    const unknown = problemsOf("roles", role, (good) => good.replace("department:", "team: Web\ndepartment:"));
    expect(unknown).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/roles/${role}\\.md:${lineOf(text, "department:")}: team: not a field of a role \\(its fields: title, seoTitle,`,
        ),
      ),
    ]);
    const bodyField = problemsOf("roles", role, (good) =>
      good.replace("department:", "requirements: [x]\ndepartment:"),
    );
    expect(bodyField).toEqual([expect.stringMatching(/: requirements: written in the body, under its ## heading/)]);
    const slug = problemsOf("roles", role, (good) => good.replace("department:", `slug: ${role}\ndepartment:`));
    expect(slug).toEqual([expect.stringMatching(/: slug: the file name is the slug; remove this field$/)]);
    const none = problemsOf("roles", role, (good) => good.replace(/^---\n/, ""));
    expect(none).toEqual([
      `content/roles/${role}.md:1: no frontmatter: the file starts with a line ---, the fields, and a line ---`,
    ]);
  });

  it("file names and the order list", () => {
    const good = source("articles", article);
    expect(load("articles", { "My Article.md": good, "notes.txt": "x" }).problems).toEqual([
      "content/articles/My Article.md:1: the file name is the slug: lower-case words joined by hyphens, e.g. my-new-page.md",
      "content/articles/notes.txt: only Markdown files (<slug>.md) belong in content/articles/",
    ]);
    const lender = source("case-studies", study);
    expect(load("case-studies", { [`${study}.md`]: lender }, ["missing-study"]).problems).toEqual([
      `content/case-studies/${study}.md:1: not in the order of content/case-studies/ (content/collection-order.ts): add "${study}" where it belongs`,
      `content/collection-order.ts: "missing-study" is listed, but content/case-studies/missing-study.md does not exist`,
    ]);
  });
});
