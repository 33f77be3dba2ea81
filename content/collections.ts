/**
 * Articles, case studies and roles: one Markdown file each, content/articles/<slug>.md,
 * content/case-studies/<slug>.md and content/roles/<slug>.md (the file name is the slug). The YAML frontmatter holds
 * the entry's fields, the body its long text under fixed `##` headings (docs/content.md shows each kind). This module
 * reads them, turns them into the typed entries the pages use (content/schema.ts: `articleSchema`, `caseStudySchema`,
 * `roleSchema`) and checks them when it loads: a bad file fails the build, and every test or server that imports the
 * content, with a message naming the file, the line and the field.
 *
 * How it loads, and why: with node:fs, when the module loads, from the folders next to it. Everything that imports
 * the content runs in Node: react-router.config.ts and the prerender (route loaders, which React Router removes from
 * the browser bundles together with the imports only they use; page data reaches the browser as loader data),
 * the post-build script, Vitest, Playwright, the tsx server (roles, for job applications) and command-line scripts,
 * and team/vite.config.ts. Reading the files in place needs no generated module and no build step, so every one of
 * them sees a new or edited file at once. Only the prerender runs this module from a bundle (Vite's server build in
 * build/server), where `import.meta.url` would name the bundle: vite.config.ts (`markdownCollections`) gives it its
 * source URL there, refuses it in a browser bundle, and reloads it in development when a file changes.
 *
 * The Markdown is parsed with marked. The long texts (an article's sections, a case study's two sections) are kept as
 * Markdown and rendered at build (content/markdown.ts, decisions 051 and 057); a role's list items and hiring steps are
 * lines of Markdown (links, emphasis, code); the headings stay plain text (see `plainText`): the pages, menus and
 * tables of contents show them as text.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { Lexer, Parser, type Token, type Tokens } from "marked";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import type { z } from "zod";
import type { Locale } from "../app/shared/locale.ts";
import { cachedCollections, offerParsedCollections } from "./collections-cache.ts";
import { caseStudyOrder, roleOrder } from "./collection-order.ts";
import { parityProblems } from "./i18n/parity.ts";
import { inlineMarkdownProblems, markdownProblems } from "./markdown.ts";
import { articleSchema, caseStudySchema, roleSchema, type Article, type Role } from "./schema.ts";

/** A problem in a file, at a line of it. */
class FileProblem extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** A block of a file's body (paragraph, heading, list) and the line it starts on. */
interface Block {
  readonly token: Token;
  readonly line: number;
  /** Where the block's text starts and ends in the body. */
  readonly start: number;
  readonly end: number;
}

/** A `##` section of a body: its heading and the blocks under it. */
interface Section {
  readonly heading: string;
  readonly line: number;
  readonly blocks: readonly Block[];
}

/** What a body gives an entry: its fields, and the line of each field (by path, e.g. "sections.2.heading"). */
interface Body {
  readonly fields: Record<string, unknown>;
  readonly lines: ReadonlyMap<string, number>;
}

/** HTML-escapes text as marked does (the comparison in `plainText` is against marked's output). */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

const FORMATTING: Partial<Record<string, string>> = {
  link: "a link",
  image: "an image",
  strong: "bold text",
  em: "italic text",
  codespan: "code",
  del: "struck-through text",
  br: "a line break",
  html: "HTML",
};

/**
 * The text of a paragraph, heading or list item, as the page shows it. The pages render it as text, so it must be
 * plain: no link, emphasis, code, HTML, HTML entity or hard line break, which a Markdown preview would show
 * differently from the site. marked renders the inline tokens to HTML, and that HTML must be the text, only escaped:
 * then the page, which escapes the text itself, shows exactly what the Markdown says. A character Markdown reads as
 * formatting is written with a backslash (\*, \_, \[, \<). The lines of a paragraph are joined with a space.
 */
function plainText(tokens: readonly Token[] | undefined, line: number): string {
  let text = "";
  for (const token of tokens ?? []) {
    if (token.type === "text" || token.type === "escape") text += (token as Tokens.Text | Tokens.Escape).text;
    else
      throw new FileProblem(
        line,
        `${FORMATTING[token.type] ?? `Markdown formatting (${token.type})`} ("${token.raw}") is not shown on the page: write plain text (a character Markdown reads as formatting takes a backslash: \\*)`,
      );
  }
  if (Parser.parseInline([...(tokens ?? [])]) !== escapeHtml(text))
    throw new FileProblem(
      line,
      `"${text}" is not plain text (an HTML entity such as &amp;?): write the character itself, the page shows text as it is`,
    );
  return text.replace(/[ \t]*\n[ \t]*/g, " ").trim();
}

const BLOCK_NAMES: Partial<Record<string, string>> = {
  paragraph: "a paragraph",
  list: "a list",
  heading: "a heading",
  code: "a code block",
  blockquote: "a quote",
  table: "a table",
  hr: "a horizontal rule",
  html: "HTML",
};
const blockName = (token: Token) =>
  token.type === "heading"
    ? `the heading "${"#".repeat((token as Tokens.Heading).depth)} ${(token as Tokens.Heading).text}"`
    : (BLOCK_NAMES[token.type] ?? `Markdown ${token.type}`);

/** The body's blocks with their lines (`firstLine`: the body's first line in the file). Blank lines are dropped. */
function blocksOf(body: string, firstLine: number): Block[] {
  const blocks: Block[] = [];
  let cursor = 0;
  for (const token of new Lexer().lex(body)) {
    const at = body.indexOf(token.raw, cursor);
    const offset = at >= 0 ? at : cursor;
    cursor = offset + token.raw.length;
    const line = firstLine + (body.slice(0, offset).match(/\n/g)?.length ?? 0);
    if (token.type !== "space") blocks.push({ token, line, start: offset, end: cursor });
  }
  return blocks;
}

/** Splits a body into its `##` sections; `what` names the kind of file in messages ("an article's body"). */
function sectionsOf(blocks: readonly Block[], what: string): Section[] {
  const sections: { heading: string; line: number; blocks: Block[] }[] = [];
  for (const block of blocks) {
    const { token } = block;
    if (token.type === "heading" && (token as Tokens.Heading).depth === 1)
      throw new FileProblem(
        block.line,
        `"# ${(token as Tokens.Heading).text}": the page's title (h1) is the frontmatter's title; ${what} has ## headings`,
      );
    if (token.type === "heading" && (token as Tokens.Heading).depth === 2) {
      const heading = plainText((token as Tokens.Heading).tokens, block.line);
      sections.push({ heading, line: block.line, blocks: [] });
    } else if (!sections.length)
      throw new FileProblem(block.line, `${blockName(token)} before the first ## heading: ${what} starts with one`);
    else sections.at(-1)!.blocks.push(block);
  }
  return sections;
}

/** Checks that the sections are exactly `headings`, in that order (case studies and roles). */
function expectHeadings(sections: readonly Section[], headings: readonly string[], what: string, bodyLine: number) {
  const list = headings.map((heading) => `## ${heading}`).join(", then ");
  headings.forEach((heading, index) => {
    const section = sections[index];
    if (section?.heading !== heading)
      throw new FileProblem(
        section?.line ?? bodyLine,
        `${section ? `found "## ${section.heading}"` : "missing section"}: expected "## ${heading}" (${what} has ${list})`,
      );
  });
  const extra = sections[headings.length];
  if (extra) throw new FileProblem(extra.line, `"## ${extra.heading}": ${what} has only ${list}`);
}

/**
 * A line of Markdown as written (a list item, a step's text: decision 057), its lines joined with a space. What the
 * line may not hold (HTML, a photo, a hard line break, which joining would hide) is refused at `line`.
 */
function markdownLine(raw: string, line: number): string {
  const [problem] = inlineMarkdownProblems(raw);
  if (problem) throw new FileProblem(line, problem);
  return raw.replace(/[ \t]*\n[ \t]*/g, " ").trim();
}

/** The items of the one bulleted list of a section, with their lines. */
function listOf(section: Section, what: string): { text: string; line: number }[] {
  const [block, ...rest] = section.blocks;
  const list = block?.token as Tokens.List | undefined;
  if (!block || list?.type !== "list" || list.ordered || rest.length)
    throw new FileProblem(
      (rest[0] ?? block)?.line ?? section.line,
      `"## ${section.heading}" holds one bulleted list ("- " before each item) and nothing else in ${what}`,
    );
  let cursor = 0;
  return list.items.map((item) => {
    const at = list.raw.indexOf(item.raw, cursor);
    cursor = Math.max(at, cursor) + item.raw.length;
    const line = block.line + (list.raw.slice(0, Math.max(at, 0)).match(/\n/g)?.length ?? 0);
    const [inline, ...more] = item.tokens;
    if (item.task || more.length || (inline?.type !== "text" && inline?.type !== "paragraph"))
      throw new FileProblem(
        line,
        `a list item of "## ${section.heading}" is one line of text (no nested list or block)`,
      );
    return { text: markdownLine((inline as Tokens.Text | Tokens.Paragraph).text, line), line };
  });
}

/** The `### title` + paragraph pairs of a section (a role's hiring steps). */
function stepsOf(section: Section, what: string): { title: string; body: string; line: number; bodyLine: number }[] {
  const steps: { title: string; body: string; line: number; bodyLine: number }[] = [];
  const blocks = [...section.blocks];
  while (blocks.length) {
    const head = blocks.shift()!;
    const heading = head.token as Tokens.Heading;
    const text = blocks.shift();
    if (heading.type !== "heading" || heading.depth !== 3 || text?.token.type !== "paragraph" || !text)
      throw new FileProblem(
        head.line,
        `"## ${section.heading}" in ${what} is a list of steps: each a "### title" line, then one paragraph`,
      );
    steps.push({
      title: plainText(heading.tokens, head.line),
      body: markdownLine((text.token as Tokens.Paragraph).text, text.line),
      line: head.line,
      bodyLine: text.line,
    });
  }
  return steps;
}

/**
 * An article's body: sections, each a `## heading` and its text in Markdown (content/markdown.ts), kept as written.
 * A problem in the Markdown is reported at its line.
 */
function articleBody(blocks: readonly Block[], bodyLine: number, _locale: Locale, text: string): Body {
  const what = "an article's body";
  const lines = new Map<string, number>([["sections", bodyLine]]);
  const sections = sectionsOf(blocks, what).map((section, index) => {
    lines.set(`sections.${index}`, section.line).set(`sections.${index}.heading`, section.line);
    lines.set(`sections.${index}.body`, section.blocks[0]?.line ?? section.line);
    return { heading: section.heading, body: markdownOf(section, text) };
  });
  return { fields: { sections }, lines };
}

/** A section's text in Markdown, as written in the body `text`; a problem in it is reported at its line. */
function markdownOf(section: Section, text: string): string {
  const [first, last] = [section.blocks[0], section.blocks.at(-1)];
  const body = first && last ? text.slice(first.start, last.end).trim() : "";
  const [problem] = markdownProblems(body);
  if (problem && first) throw new FileProblem(first.line + problem.line - 1, problem.message);
  return body;
}

/** Headings of a case study's body in each language, as the page shows them (app/routes/case-study.tsx). */
export const CASE_STUDY_SECTIONS = {
  en: { challenge: "The challenge", solution: "What we built" },
  de: { challenge: "Die Ausgangslage", solution: "Was wir gebaut haben" },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * A case study's body: `## The challenge` and `## What we built` (in German their German names), each with its text in
 * Markdown (decision 057), kept as written.
 */
function caseStudyBody(blocks: readonly Block[], bodyLine: number, locale: Locale, text: string): Body {
  const what = "a case study's body";
  const sections = sectionsOf(blocks, what);
  expectHeadings(sections, Object.values(CASE_STUDY_SECTIONS[locale]), what, bodyLine);
  const fields: Record<string, string> = {};
  const lines = new Map<string, number>();
  Object.keys(CASE_STUDY_SECTIONS.en).forEach((field, index) => {
    const section = sections[index]!;
    fields[field] = markdownOf(section, text);
    lines.set(field, section.blocks[0]?.line ?? section.line);
  });
  return { fields, lines };
}

/** Headings of a role's body in each language, as the page shows them (app/routes/role.tsx). */
export const ROLE_SECTIONS = {
  en: { responsibilities: "What you will do", requirements: "What you bring", hiringSteps: "Hiring steps" },
  de: { responsibilities: "Ihre Aufgaben", requirements: "Ihr Profil", hiringSteps: "Ablauf der Bewerbung" },
} as const satisfies Record<Locale, Record<string, string>>;

/** A role's body: two bulleted lists, then the hiring steps (`### title` and a paragraph each). */
function roleBody(blocks: readonly Block[], bodyLine: number, locale: Locale): Body {
  const what = "a role's body";
  const sections = sectionsOf(blocks, what);
  expectHeadings(sections, Object.values(ROLE_SECTIONS[locale]), what, bodyLine);
  const lines = new Map<string, number>();
  const items = (field: "responsibilities" | "requirements", index: number) => {
    const list = listOf(sections[index]!, what);
    lines.set(field, sections[index]!.line);
    list.forEach((item, n) => lines.set(`${field}.${n}`, item.line));
    return list.map((item) => item.text);
  };
  const responsibilities = items("responsibilities", 0);
  const requirements = items("requirements", 1);
  const steps = stepsOf(sections[2]!, what);
  lines.set("hiringSteps", sections[2]!.line);
  steps.forEach((step, n) =>
    lines
      .set(`hiringSteps.${n}`, step.line)
      .set(`hiringSteps.${n}.title`, step.line)
      .set(`hiringSteps.${n}.body`, step.bodyLine),
  );
  return {
    fields: { responsibilities, requirements, hiringSteps: steps.map(({ title, body }) => ({ title, body })) },
    lines,
  };
}

const kinds = {
  articles: { schema: articleSchema, body: articleBody, bodyFields: ["sections"], noun: "an article" },
  "case-studies": {
    schema: caseStudySchema,
    body: caseStudyBody,
    bodyFields: Object.keys(CASE_STUDY_SECTIONS.en),
    noun: "a case study",
  },
  roles: { schema: roleSchema, body: roleBody, bodyFields: Object.keys(ROLE_SECTIONS.en), noun: "a role" },
} as const;

export type CollectionName = keyof typeof kinds;

/** The schema of a collection's entries, and the fields its body gives (the rest are the frontmatter's). */
export const collectionSchema = (name: CollectionName) => ({
  schema: kinds[name].schema as z.ZodType,
  bodyFields: kinds[name].bodyFields as readonly string[],
});
type Entry<K extends CollectionName> = z.infer<(typeof kinds)[K]["schema"]>;

/** A file read: its entry as the file gives it (before the schema), and where each field was written. */
interface RawFile {
  /** Relative to the project, e.g. "content/articles/<slug>.md". */
  readonly file: string;
  readonly slug: string;
  readonly entry: Record<string, unknown>;
  /** The line of a field's path, or of its nearest parent written in the file (1: the frontmatter's start). */
  readonly lineOf: (path: readonly PropertyKey[]) => number;
  /** Frontmatter fields that do not belong there, each at its line (the entry leaves them out). */
  readonly misplaced: readonly FileProblem[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The line of `path`'s field (its key, or its item in a list), or of its nearest parent; line 1 is the `---`. */
function frontmatterLine(doc: Document, counter: LineCounter, path: readonly PropertyKey[]): number | undefined {
  const lineAt = (offset: number) => counter.linePos(offset).line + 1;
  for (let length = path.length; length > 0; length--) {
    const parent = length === 1 ? doc.contents : doc.getIn(path.slice(0, length - 1), true);
    const last = path[length - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === last);
      const key = pair?.key as { range?: [number, number, number] } | undefined;
      if (key?.range) return lineAt(key.range[0]);
    } else if (isSeq(parent)) {
      const item = parent.items[Number(last)] as { range?: [number, number, number] } | undefined;
      if (item?.range) return lineAt(item.range[0]);
    }
  }
  return undefined;
}

/**
 * Reads one file into its raw entry. A malformed frontmatter or body throws a FileProblem (the file's other
 * problems would only follow from it); a misplaced field is reported and left out, and the rest is still checked.
 */
function readFile(name: CollectionName, folder: URL, fileName: string, relative: string, locale: Locale): RawFile {
  const kind = kinds[name];
  const bodyFields: readonly string[] = kind.bodyFields;
  const slug = fileName.slice(0, -".md".length);
  if (!SLUG.test(slug))
    throw new FileProblem(1, `the file name is the slug: lower-case words joined by hyphens, e.g. my-new-page.md`);
  const text = readFileSync(new URL(fileName, folder), "utf8")
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(text);
  if (!match) throw new FileProblem(1, "no frontmatter: the file starts with a line ---, the fields, and a line ---");
  const counter = new LineCounter();
  const doc = parseDocument(match[1] ?? "", { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const [error] = doc.errors;
  if (error) throw new FileProblem(counter.linePos(error.pos[0]).line + 1, `frontmatter: ${error.message}`);
  const data: unknown = doc.toJS();
  if (data === null || typeof data !== "object" || Array.isArray(data))
    throw new FileProblem(2, "the frontmatter is a list of fields (name: value)");
  const fields = Object.keys(kind.schema.shape).filter((key) => key !== "slug" && !bodyFields.includes(key));
  const misplaced: FileProblem[] = [];
  const frontmatter = Object.fromEntries(
    Object.entries(data).filter(([key]) => {
      if (fields.includes(key)) return true;
      const line = frontmatterLine(doc, counter, [key]) ?? 1;
      misplaced.push(
        new FileProblem(
          line,
          key === "slug"
            ? "slug: the file name is the slug; remove this field"
            : bodyFields.includes(key)
              ? `${key}: written in the body, under its ## heading, not in the frontmatter`
              : `${key}: not a field of ${kind.noun} (its fields: ${fields.join(", ")})`,
        ),
      );
      return false;
    }),
  );
  const bodyLine = (match[0].match(/\n/g)?.length ?? 0) + 1;
  const bodyText = text.slice(match[0].length);
  const body = kind.body(blocksOf(bodyText, bodyLine), bodyLine, locale, bodyText);
  const bodyLineOf = (path: readonly PropertyKey[]) => {
    for (let length = path.length; length > 0; length--) {
      const line = body.lines.get(path.slice(0, length).join("."));
      if (line !== undefined) return line;
    }
    return undefined;
  };
  return {
    file: relative,
    slug,
    entry: { slug, ...frontmatter, ...body.fields },
    lineOf: (path) => bodyLineOf(path) ?? frontmatterLine(doc, counter, path) ?? 1,
    misplaced,
  };
}

/** Where the collections are: the folders next to this module (see the comment at the top). */
const CONTENT_DIR = new URL("./", import.meta.url);

/**
 * The team's published documents (decision 052), when `CONTENT_OVERLAY` names a folder (an absolute path): laid out as
 * content/ is (articles/, de/articles/, case-studies/, …), each file takes the place of the repository's file of the
 * same slug, or adds an entry. They are read and checked exactly as the repository's files; problems name them
 * `workspace/<folder>/<slug>.md`.
 */
const OVERLAY_DIR = process.env.CONTENT_OVERLAY ? pathToFileURL(`${process.env.CONTENT_OVERLAY}/`) : undefined;
const OVERLAY_LABEL = "workspace";

interface LoadOptions {
  /** The language of the files (default: English); German files are in content/de/<name>/. */
  readonly locale?: Locale;
  /** The folder holding the collection's files (default: content/<name>/, content/de/<name>/ in German). */
  readonly folder?: URL;
  /** The folder of the team's documents laid out as content/ (default: `CONTENT_OVERLAY`'s, if set; null: none). */
  readonly overlay?: URL | null;
  /** The slugs in their order (content/collection-order.ts); without it, by `published` date (articles). */
  readonly order?: readonly string[];
}

/** The Markdown files of a folder that exists (none if it does not), by name. */
const markdownFilesIn = (folder: URL): string[] =>
  existsSync(folder) ? readdirSync(folder).filter((fileName) => !fileName.startsWith(".")) : [];

/** Reads a collection's files as they are written, before the schema (for the schema's tests). */
export function readCollection(
  name: CollectionName,
  options: LoadOptions = {},
): { files: RawFile[]; slugs: string[]; overlaid: string[]; problems: string[] } {
  const locale = options.locale ?? "en";
  const dir = `${locale === "en" ? "" : `${locale}/`}${name}/`;
  const folder = options.folder ?? new URL(dir, CONTENT_DIR);
  const overlay = options.overlay === undefined ? OVERLAY_DIR : options.overlay;
  const overlayFolder = overlay ? new URL(dir, overlay) : undefined;
  /** Each file by name: the team's document where there is one, else the repository's file. */
  const sources = new Map<string, { folder: URL; relative: string }>();
  for (const fileName of markdownFilesIn(folder))
    sources.set(fileName, { folder, relative: `content/${dir}${fileName}` });
  const overlaid = overlayFolder ? markdownFilesIn(overlayFolder) : [];
  for (const fileName of overlaid)
    sources.set(fileName, { folder: overlayFolder!, relative: `${OVERLAY_LABEL}/${dir}${fileName}` });
  const files: RawFile[] = [];
  /** The slug of every Markdown file, read or not. */
  const slugs: string[] = [];
  const problems: string[] = [];
  for (const fileName of [...sources.keys()].sort()) {
    const { folder: from, relative } = sources.get(fileName)!;
    if (!fileName.endsWith(".md")) {
      problems.push(`${relative}: only Markdown files (<slug>.md) belong in content/${dir}`);
      continue;
    }
    slugs.push(fileName.slice(0, -".md".length));
    try {
      const file = readFile(name, from, fileName, relative, locale);
      files.push(file);
      problems.push(...file.misplaced.map((problem) => `${relative}:${problem.line}: ${problem.message}`));
    } catch (error) {
      if (!(error instanceof FileProblem)) throw error;
      problems.push(`${relative}:${error.line}: ${error.message}`);
    }
  }
  const added = overlaid.map((fileName) => fileName.slice(0, -".md".length)).filter((slug) => !existsIn(folder, slug));
  return { files, slugs, overlaid: added, problems };
}

const existsIn = (folder: URL, slug: string) => existsSync(new URL(`${slug}.md`, folder));

/**
 * Reads and checks a collection: its entries, parsed by the schema and in order, and every problem found (each
 * "<file>:<line>: <field>: <what is wrong>").
 */
export function loadCollection<K extends CollectionName>(
  name: K,
  options: LoadOptions = {},
): { entries: Entry<K>[]; problems: string[] } {
  const { files, slugs, overlaid, problems } = readCollection(name, options);
  const parsed: { slug: string; entry: Entry<K> }[] = [];
  for (const { file, slug, entry, lineOf } of files) {
    const result = kinds[name].schema.safeParse(entry);
    if (result.success) parsed.push({ slug, entry: result.data as Entry<K> });
    else
      for (const issue of result.error.issues)
        problems.push(`${file}:${lineOf(issue.path)}: ${issue.path.join(".") || "entry"}: ${issue.message}`);
  }
  const { order } = options;
  if (!order) {
    const published = (entry: Entry<K>) => ("published" in entry ? entry.published : "");
    parsed.sort((a, b) => published(a.entry).localeCompare(published(b.entry)) || a.slug.localeCompare(b.slug));
    return { entries: parsed.map((item) => item.entry), problems };
  }
  const list = "content/collection-order.ts";
  // An entry the team added in the workspace is not in the repository's list: it comes after the listed ones.
  for (const slug of slugs)
    if (!order.includes(slug) && !overlaid.includes(slug))
      problems.push(
        `content/${name}/${slug}.md:1: not in the order of content/${name}/ (${list}): add "${slug}" where it belongs`,
      );
  order.forEach((slug, index) => {
    if (order.indexOf(slug) !== index) problems.push(`${list}: "${slug}" is listed twice`);
    else if (!slugs.includes(slug))
      problems.push(`${list}: "${slug}" is listed, but content/${name}/${slug}.md does not exist`);
  });
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  parsed.sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
  return { entries: parsed.map((item) => item.entry), problems };
}

/**
 * Every collection in a language, read and checked, in site order, with the team's documents in `overlay` over the
 * repository's files (default: `CONTENT_OVERLAY`'s; null: none). The server reads a served generation's this way.
 */
export const loadCollections = (locale: Locale, overlay?: URL | null) =>
  cachedCollections(
    () => collectionsSource(locale, overlay),
    () => ({
      articles: loadCollection("articles", { locale, overlay }),
      caseStudies: loadCollection("case-studies", { order: caseStudyOrder, locale, overlay }),
      roles: loadCollection("roles", { order: roleOrder, locale, overlay }),
    }),
  );

/**
 * Everything `loadCollections(locale, overlay)` reads, as one text: the language, the orders, and the name of every file
 * in each collection's folders (the repository's and the overlay's) with the text of each Markdown file. The same
 * text, the same collections: content/collections-cache.ts keeps them with it.
 */
function collectionsSource(locale: Locale, overlay: URL | null | undefined): string {
  const parts = [JSON.stringify([locale, caseStudyOrder, roleOrder])];
  const overlayDir = overlay === undefined ? OVERLAY_DIR : overlay;
  for (const name of Object.keys(kinds)) {
    const dir = `${locale === "en" ? "" : `${locale}/`}${name}/`;
    for (const folder of [new URL(dir, CONTENT_DIR), overlayDir ? new URL(dir, overlayDir) : undefined]) {
      parts.push(folder ? `\0folder ${dir}` : "\0none");
      if (!folder) continue;
      for (const fileName of markdownFilesIn(folder).sort())
        parts.push(`\0${fileName}\0`, fileName.endsWith(".md") ? readFileSync(new URL(fileName, folder), "utf8") : "");
    }
  }
  return parts.join("");
}

/** The collections in both languages as the build parsed them, each with its source: for content/collections-cache.ts. */
export const parsedCollections = () =>
  (["en", "de"] as const).map((locale) => ({
    source: collectionsSource(locale, undefined),
    value: locale === "en" ? loaded : german,
  }));
const loaded = loadCollections("en");
const german = loadCollections("de");
// The start asks for each language once: what was offered for another text (content changed since the build) goes.
offerParsedCollections([]);

/**
 * Where a translated collection departs from the English one, for the entries it has in both languages: an entry whose
 * shape differs (content/i18n/parity.ts: the same fields, lists and ids, no empty text). An entry may be in one
 * language alone (issue 37 §2): its pages, lists, feed, sitemap and `hreflang` links are in that language only
 * (content/routes.ts `pageLocales`); `untranslated` names them.
 */
export function translationProblems<T extends { slug: string }>(
  dir: string,
  english: readonly T[],
  translated: readonly T[],
): string[] {
  const bySlug = new Map(translated.map((entry) => [entry.slug, entry]));
  return english.flatMap((entry) => {
    const other = bySlug.get(entry.slug);
    return other ? parityProblems(entry, other, `${dir}${entry.slug}.md`) : [];
  });
}

const problems = [
  ...Object.values(loaded).flatMap((collection) => collection.problems),
  ...Object.values(german).flatMap((collection) => collection.problems),
  ...translationProblems("content/de/articles/", loaded.articles.entries, german.articles.entries),
  ...translationProblems("content/de/case-studies/", loaded.caseStudies.entries, german.caseStudies.entries),
  ...translationProblems("content/de/roles/", loaded.roles.entries, german.roles.entries),
];
if (problems.length) throw new Error(`Content is invalid:\n- ${problems.join("\n- ")}`);

/** Each entry once: in English where it has an English entry, in site order, then those in German alone. */
const eachOnce = <T extends { slug: string }>(english: readonly T[], translated: readonly T[]): T[] => [
  ...english,
  ...translated.filter((entry) => !english.some((item) => item.slug === entry.slug)),
];

/** The entries of a collection as the site has them in every language (`eachOnce`). */
const everyEntry = {
  // Oldest first, as each language's are.
  articles: eachOnce(loaded.articles.entries, german.articles.entries).sort(
    (a, b) => a.published.localeCompare(b.published) || a.slug.localeCompare(b.slug),
  ),
  caseStudies: eachOnce(loaded.caseStudies.entries, german.caseStudies.entries),
  roles: eachOnce(loaded.roles.entries, german.roles.entries),
};

/** The collections as `everyEntryIn` names them. */
export type CollectionKey = keyof typeof everyEntry;

/** The languages an entry is in (English first), none if the collection has no such entry. */
export const entryLocales = (collection: CollectionKey, slug: string): Locale[] =>
  (["en", "de"] as const).filter((locale) =>
    (locale === "en" ? loaded : german)[collection].entries.some((entry) => entry.slug === slug),
  );

/** The entries in one language alone, as `<collection>/<slug>: <locale>` (the repository's own are all translated). */
export const untranslated = (): string[] =>
  (Object.keys(everyEntry) as CollectionKey[]).flatMap((collection) =>
    everyEntry[collection].flatMap((entry) => {
      const languages = entryLocales(collection, entry.slug);
      return languages.length === 1 ? [`${collection}/${entry.slug}: ${languages[0]}`] : [];
    }),
  );

/** Whether an article is on the site: not `removed` (its page then answers 410 Gone and no list shows it). */
export const isListed = (article: Pick<Article, "removed">): boolean => article.removed === undefined;

/**
 * Articles on the site, oldest first (content/articles/), each once (`eachOnce`: its English entry, or its German
 * one when it is in German alone), as are the next three: what the checks of ids, tags and addresses read. A page's
 * text comes from `collectionsIn` its language.
 */
export const articles = everyEntry.articles.filter(isListed);
/** Articles taken off the site (`removed`): each keeps a page that says so, answered with 410 Gone. */
export const removedArticles = everyEntry.articles.filter((article) => !isListed(article));
/** Case studies, in the order of content/collection-order.ts (content/case-studies/). */
export const caseStudies = everyEntry.caseStudies;
/** Job openings, open or closed, in the order of content/collection-order.ts (content/roles/). */
export const roles: readonly Role[] = everyEntry.roles;

/**
 * Every entry of the collections in a language, in site order, with its text in that language: the removed articles
 * too (their pages are prerendered to say so), closed roles too.
 */
export const everyEntryIn = (locale: Locale) => {
  const source = locale === "en" ? loaded : german;
  return { articles: source.articles.entries, caseStudies: source.caseStudies.entries, roles: source.roles.entries };
};

/** The collections in a language as the site lists them (no removed article), with their text in that language. */
export const collectionsIn = (locale: Locale) => {
  const every = everyEntryIn(locale);
  return { ...every, articles: every.articles.filter(isListed) };
};

/**
 * The repository's own file of an entry in a language (`content/[de/]<collection>/<slug>.md`), as written, or
 * undefined when the repository has none: what a team's document is based on (decision 052).
 */
export function repositoryFile(collection: string, slug: string, locale: Locale): string | undefined {
  const file = new URL(`${locale === "en" ? "" : `${locale}/`}${collection}/${slug}.md`, CONTENT_DIR);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}
