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
    // A section's body is its Markdown as written: here two paragraphs.
    expect(first.sections[0]!.body).toMatch(/^Most clients come to us .*\.\n\nNone of the three common models .*\.$/s);
    const lender = caseStudies.find((entry) => entry.slug === study)!;
    // A case study's two texts are Markdown as written (decision 057): here two and three paragraphs.
    const paragraphs = (markdown: string) => markdown.split(/\n\n/).length;
    expect([paragraphs(lender.challenge), paragraphs(lender.solution), lender.year]).toEqual([2, 3, 2024]);
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
      `content/articles/${article}.md:${lineOf(text, "title: ")}: title: use 10 to 60 characters (it has 9)`,
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
      `content/articles/${article}.md:${lineOf(text, long)}: sections.1.heading: use 3 to 90 characters (it has 119)`,
    ]);
    const firstBody = /^Most clients come to us .*\n\nNone of the three common models .*$/m;
    const short = problemsOf("articles", article, (good) => good.replace(firstBody, "Too **short**."));
    expect(short).toEqual([
      `content/articles/${article}.md:${lineOf(source("articles", article), "Most clients")}: sections.0.body: the text reads 10 characters long (formatting left out): write 80 to 6000`,
    ]);
  });

  it("a related page id that is not a page fails content validation, as before (contentProblems)", () => {
    // Unknown page ids are a cross-reference, checked with the whole site: content/index.ts `contentProblems`.
    const problems = problemsOf("articles", article, (good) => good.replace("  - our-team\n", "  - no-such-page\n"));
    expect(problems).toEqual([]);
  });

  it("an article's Markdown: what the page shows is kept as written, what it would not is refused at its line", () => {
    const paragraph = /^Most clients come to us .*$/m;
    const rich = [
      "See **our team** and [the contact page](page:contact), `npm start`, a [path](/contactus) and [the RFC](https://www.rfc-editor.org/rfc/rfc9110).",
      "",
      "### A subheading",
      "",
      "- a list item with *emphasis*",
      "- another one",
      "",
      "| Model | Risk |",
      "| --- | --- |",
      "| Fixed price | Vendor |",
      "",
      "> A quote, and a line of it.",
    ].join("\n");
    const kept = load("articles", { [`${article}.md`]: source("articles", article).replace(paragraph, rich) });
    expect(kept.problems).toEqual([]);
    expect(kept.entries[0]!.sections[0]!.body.startsWith(`${rich}\n\nNone of the three`)).toBe(true);

    const line = lineOf(source("articles", article), "Most clients come to us");
    const cases: [string, RegExp, number][] = [
      ["Contracts <em>matter</em> more than most teams think when the scope is unclear.", /HTML \("<em>"\)/, 0],
      [
        "A [link](javascript:alert(1)) that runs code is never written into a page.",
        /goes nowhere the site links to/,
        0,
      ],
      ["A [relative link](team) is read against whatever page shows it.", /goes nowhere the site links to/, 0],
      ["An opening line.\n\n![](photo:lahore-office)", /needs alt text/, 2],
      ["An opening line.\n\n![An office](https://example.org/a.png)", /not from the photo library/, 2],
      ["Text beside ![An office floor](photo:lahore-office) a photo.", /a paragraph of its own/, 0],
      ["A list:\n\n- [ ] a task to tick", /a task list item/, 2],
      ["#### Deep\n\n##### Deeper still, below what a section holds", /down to #### only/, 2],
    ];
    for (const [text, message, offset] of cases) {
      const [problem, ...more] = problemsOf("articles", article, (good) => good.replace(paragraph, text));
      expect(more).toEqual([]);
      expect(problem).toMatch(new RegExp(`^content/articles/${article}\\.md:${line + offset}: `));
      expect(problem).toMatch(message);
    }
  });

  it("a case study's texts are Markdown and a role's items and steps lines of Markdown, kept as written; their problems at their line", () => {
    const paragraph = /^The lender had grown to .*$/m;
    const line = lineOf(source("case-studies", study), "The lender had grown to");
    const formatted =
      "See [our team](/talent-solution/our-team) for the **people** who built the onboarding flow, and `KYC` *checks*.";
    const list = "The checks the regulator asked for:\n\n- identity\n- address\n- source of funds";
    const good = load(
      "case-studies",
      {
        [`${study}.md`]: source("case-studies", study).replace(paragraph, `${formatted}\nA second line.\n\n${list}`),
      },
      [study],
    );
    expect(good.problems).toEqual([]);
    expect(good.entries[0]!.challenge).toContain(`${formatted}\nA second line.\n\n${list}`);
    const cases: [string, RegExp, number][] = [
      ["A [link](ftp://files.example.org/scope.pdf) to the scope, which the site does not link to.", /goes nowhere/, 0],
      ["An opening line.\n\nA <b>bold</b> claim in HTML, which the page does not show as written.", /HTML/, 2],
    ];
    for (const [text, message, offset] of cases) {
      const [problem, ...more] = problemsOf("case-studies", study, (good) => good.replace(paragraph, text));
      expect(more).toEqual([]);
      expect(problem).toMatch(new RegExp(`^content/case-studies/${study}\\.md:${line + offset}: `));
      expect(problem).toMatch(message);
    }

    const item = /^- Design and build React and Next\.js features.*$/m;
    const itemLine = lineOf(source("roles", role), "- Design and build React and Next.js features");
    const line2 = "Build **React** features with [our team](/talent-solution/our-team), from `props` to release.";
    const wrapped = load(
      "roles",
      { [`${role}.md`]: source("roles", role).replace(item, `- ${line2.replace(" with ", "\n  with ")}`) },
      [role],
    );
    expect(wrapped.problems).toEqual([]);
    // The item's lines are joined with a space; its Markdown is kept.
    expect(wrapped.entries[0]!.responsibilities[0]).toBe(line2);
    const itemCases: [string, RegExp][] = [
      ["- A photo ![The office](photo:lahore-office) in a list item of the role's page.", /a photo/],
      ["- A line<br>broken in HTML, which the role's page does not show as written.", /HTML/],
      ["- Two lines with a hard break  \n  between them, which joining the lines would hide.", /a line break/],
      ["- Time &amp; material, as an HTML entity the job posting would show as written.", /HTML entity/],
      ["- A link to [a file](ftp://files.example.org/x) the site does not link to.", /goes nowhere/],
    ];
    for (const [text, message] of itemCases) {
      const [problem, ...more] = problemsOf("roles", role, (good) => good.replace(item, text));
      expect(more).toEqual([]);
      expect(problem).toMatch(new RegExp(`^content/roles/${role}\\.md:${itemLine}: `));
      expect(problem).toMatch(message);
    }
    // A step's text: its problem at the step's paragraph, not at its title.
    const step = "A hiring manager from the team reads your application";
    const [stepProblem] = problemsOf("roles", role, (good) =>
      good.replace(step, `A <b>manager</b> reads your application`),
    );
    expect(stepProblem).toMatch(new RegExp(`^content/roles/${role}\\.md:${lineOf(source("roles", role), step)}: `));
    expect(stepProblem).toMatch(/HTML/);
    // A heading stays plain text: the page, its table of contents and its steps show it as text.
    const [title] = problemsOf("roles", role, (good) => good.replace("### Offer", "### An *offer*"));
    expect(title).toMatch(/italic text/);
  });

  it("headings: ## sections and ### subheadings in an article, and a case study's and a role's sections by name, in order", () => {
    const h3 = load("articles", {
      [`${article}.md`]: source("articles", article).replace("## Dedicated team", "### Dedicated team"),
    });
    expect(h3.problems).toEqual([]);
    expect(h3.entries[0]!.sections[1]!.body).toMatch(/\n\n### Dedicated team: capacity you steer\n\n/);
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

  it("the team's documents (CONTENT_OVERLAY) take the place of a file of the same slug or add an entry, checked alike", () => {
    const overlay = path.join(root, `overlay-${++folders}`);
    mkdirSync(path.join(overlay, "roles"), { recursive: true });
    mkdirSync(path.join(overlay, "articles"), { recursive: true });
    const repository = path.join(root, `roles-${++folders}`);
    mkdirSync(repository);
    const other = "qa-automation-engineer-remote";
    writeFileSync(path.join(repository, `${role}.md`), source("roles", role));
    writeFileSync(path.join(repository, `${other}.md`), source("roles", other));
    // The team edited one role and added another; the repository's files are as they were.
    const edited = source("roles", role).replace(/^title: .*$/m, "title: Senior React Engineer (edited)");
    writeFileSync(path.join(overlay, "roles", `${role}.md`), edited);
    writeFileSync(path.join(overlay, "roles", "a-new-role.md"), source("roles", other));
    const options = { folder: pathToFileURL(`${repository}/`), overlay: pathToFileURL(`${overlay}/`) };
    const loaded = loadCollection("roles", { ...options, order: [role, other] });
    expect(loaded.problems).toEqual([]);
    // Listed roles in the repository's order, then the team's new one.
    expect(loaded.entries.map((entry) => entry.slug)).toEqual([role, other, "a-new-role"]);
    expect(loaded.entries[0]!.title).toBe("Senior React Engineer (edited)");
    expect(readFileSync(path.join(repository, `${role}.md`), "utf8")).toBe(source("roles", role));
    // Without the overlay, the repository's files as they are.
    const plain = loadCollection("roles", { ...options, overlay: null, order: [role, other] });
    expect(plain.entries.map((entry) => [entry.slug, entry.title])).toEqual([
      [role, roles.find((entry) => entry.slug === role)!.title],
      [other, roles.find((entry) => entry.slug === other)!.title],
    ]);
    // A document the schema refuses is named as the team's, at its line.
    const broken = source("articles", article).replace(/^published: .*$/m, "published: someday");
    writeFileSync(path.join(overlay, "articles", `${article}.md`), broken);
    const articleFolder = path.join(root, `articles-${++folders}`);
    mkdirSync(articleFolder);
    writeFileSync(path.join(articleFolder, `${article}.md`), source("articles", article));
    const refused = loadCollection("articles", {
      folder: pathToFileURL(`${articleFolder}/`),
      overlay: pathToFileURL(`${overlay}/`),
    });
    expect(refused.problems).toEqual([
      expect.stringMatching(
        new RegExp(`^workspace/articles/${article}\\.md:${lineOf(broken, "published:")}: published: `),
      ),
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
