/**
 * Publishing from the workspace (issue 37, decision 052), against the production build on the real server: an owner
 * adds a new article, copied from another and rewritten, with a passage in Markdown (a subheading, a link to a page by
 * its id, a list and emphasis set with the toolbar, a photo uploaded from the toolbar), at its own address, in English
 * alone first; a visitor then finds it on its page (rendered by the site's templates, drawn from its topic), on the
 * articles page and its topic's, in the feed, the sitemap and the site search (previewed first, at both widths, by a
 * link that works without the workspace, while the site has no such page), and nowhere in German until its German
 * text is published on the entry's page; taken off the site, its pages answer 410 Gone and it leaves the lists and
 * the feed. The refusal of a text the build would refuse is in
 * team-a11y.spec.ts; an edit on two instances on PostgreSQL in server/team/content-publish.db.test.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { port, siteCommand, siteEnv } from "./servers";
import { axeViolations } from "./fixtures";
import { DESKTOP, expect, MOBILE, signInWithCode, test } from "./team-helpers";

/** The workspace is held to axe's best practices as well as WCAG 2.2 AA (as in team-a11y.spec.ts). */
const violations = (page: Page) => axeViolations(page, { extraTags: ["best-practice"] });

/**
 * The site on an instance of its own, with its own data: the new article is on that instance's site only, so the
 * specs that check the site's lists, feeds and sitemap against the repository's articles, on the shared server, are
 * never shown it (they run in parallel with this one).
 */
const PUBLISHING = { port: port + 3, owner: "publishing-owner@alphai.test" };
const PUBLISHING_URL = `http://127.0.0.1:${PUBLISHING.port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "alphai-e2e-publishing-"));
let instance: ChildProcess | undefined;

test.beforeAll(async () => {
  // A start on the embedded database beside the suite's three browsers: seconds quiet, up to a minute or more loaded.
  test.setTimeout(150_000);
  // The server's own process (not a shell's child), so that its exit is the end of its work on the data directory.
  const [node, ...args] = siteCommand.split(" ");
  instance = spawn(node!, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...siteEnv,
      PORT: String(PUBLISHING.port),
      DATA_DIR: dataDir,
      TEAM_OWNER_EMAIL: PUBLISHING.owner,
    },
  });
  // What it says (warnings and errors only: LOG_LEVEL warn), for the failure's message should it not start.
  let output = "";
  instance.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  instance.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  let health: number | string = 0;
  while (health !== 200 && Date.now() < deadline) {
    if (instance.exitCode !== null) health = `exited with ${instance.exitCode}`;
    else
      health = await fetch(`${PUBLISHING_URL}/healthz`).then(
        (answer) => answer.status,
        () => 0,
      );
    if (typeof health === "string") break;
    if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(health, `the publishing instance did not start:\n${output}`).toBe(200);
});

test.afterAll(async () => {
  // The server, stopped as a platform stops it; then its data and its generations of the site.
  if (instance && instance.exitCode === null) {
    const exited = new Promise((resolve) => instance!.once("exit", resolve));
    instance.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const SLUG = "dedicated-teams-in-the-first-ninety-days";
const TITLE = "Dedicated Teams: The First Ninety Days";
const GERMAN_TITLE = "Dedizierte Teams: Die ersten neunzig Tage";
/** A word no page of the site has: the search finds the article by it only once it is published. */
const WORD = "quokka";
const SECTION = `
### What the ${WORD} checklist asks

Before you decide, answer three questions with your whole team:

- Is the work bounded?
- Who reviews it?
- Who owns the result?

Then [talk to us](page:contact) about the answers.
`;

/** A photo as a phone takes it: a JPEG 4,000 px wide (the browser sends it 3,200 px wide). */
const PHOTO = sharp({ create: { width: 4000, height: 2500, channels: 3, background: { r: 30, g: 110, b: 90 } } })
  .jpeg()
  .toBuffer();
const PHOTO_ALT = "Five people around a screen, reviewing the first sprint's results";

/** A copied text given its own title and description (the site refuses two pages with the same). */
const rewritten = (text: string, title: string, description: string) =>
  text
    .replace(/^title: .*$/m, `title: "${title} | Alphai"`)
    .replace(/^description: .*$/m, `description: "${description}"`);

test("a new article, written and published from the workspace, is on the site: its page, the lists, the feed, the sitemap and the search; taken off, it is gone", async ({
  browser,
}) => {
  // A generation of the whole site: about 30 s on a quiet machine, minutes beside the suite's three browsers.
  test.setTimeout(480_000);
  const context = await browser.newContext({ baseURL: PUBLISHING_URL });
  const editor = await context.newPage();
  const page = await context.newPage();
  await signInWithCode(editor, PUBLISHING.owner, "/team/content/articles");
  await expect(editor.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
  await editor.getByRole("link", { name: "New article" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "New article" })).toBeVisible();
  await editor
    .getByLabel("The article to copy")
    .selectOption({ label: "Dedicated Team vs Freelancers: How to Decide" });
  await editor.getByRole("button", { name: "Copy its texts" }).click();
  const english = editor.getByLabel("English text", { exact: true });
  await expect(english).toHaveValue(/^---\ntitle: /);
  await editor.getByLabel("The article's address").fill(SLUG);
  const copied = await english.inputValue();
  const written = `${rewritten(copied, TITLE, "How a dedicated team settles in: onboarding, the first releases and the reviews that keep the first ninety days on course.").trimEnd()}\n${SECTION}`;
  // The live preview reads the text as it is typed: HTML in it is shown as text and named a problem, never run.
  await english.fill(`${written}\n<img src="x" onerror="document.title = 'ran'">\n`);
  await editor.getByRole("button", { name: "Live preview of the English text" }).click();
  const live = editor.getByRole("region", { name: "Live preview of the English text" });
  await expect(live.getByRole("heading", { level: 3, name: `What the ${WORD} checklist asks` })).toBeVisible();
  await expect(live.getByRole("listitem").filter({ hasText: "Who reviews it?" })).toBeVisible();
  await expect(live).toContainText('<img src="x" onerror=');
  await expect(live.locator("img")).toHaveCount(0);
  const refused = editor.getByRole("note").filter({ hasText: "The build would refuse this text" });
  await expect(refused).toContainText(/Line \d+: /);
  expect(await editor.title()).not.toBe("ran");
  await english.fill(written);
  await expect(refused).toHaveCount(0);
  // Emphasis from the toolbar: the words selected, then Bold.
  await english.evaluate((field: HTMLTextAreaElement, words) => {
    const start = field.value.indexOf(words);
    field.setSelectionRange(start, start + words.length);
  }, "your whole team");
  await editor.getByRole("toolbar", { name: "Formatting, English" }).getByRole("button", { name: "Bold" }).click();
  await expect(english).toHaveValue(/with \*\*your whole team\*\*:/);
  await expect(live.locator("strong", { hasText: "your whole team" })).toBeVisible();
  // A photo from the toolbar, uploaded with what it shows, after the list: refused without them, in place.
  await english.evaluate((field: HTMLTextAreaElement) => {
    const end = field.value.indexOf("Then [talk to us]");
    field.setSelectionRange(end, end);
  });
  await editor.getByRole("toolbar", { name: "Formatting, English" }).getByRole("button", { name: "Photo" }).click();
  const upload = editor.getByRole("dialog", { name: "Add a photo to the English text" });
  await expect(upload.getByLabel("Photo", { exact: true })).toBeFocused();
  await upload.getByRole("button", { name: "Upload and add to the text" }).click();
  await expect(upload.getByText("Choose a photo to upload.")).toBeVisible();
  await expect(upload.getByLabel("What the photo shows")).toHaveAttribute("aria-invalid", "true");
  await upload
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "First sprint review.jpg", mimeType: "image/jpeg", buffer: await PHOTO });
  await upload.getByLabel("What the photo shows").fill(PHOTO_ALT);
  await upload.getByLabel("Caption (optional)").fill("The first sprint review.");
  const sent = editor.waitForRequest((request) => request.url().endsWith("/api/team/content/photos"));
  await upload.getByRole("button", { name: "Upload and add to the text" }).click();
  // Made 3,200 px wide in the browser before it was sent: a phone's photo is a short upload.
  const sentPhoto = Buffer.from(((await sent).postDataJSON() as { data: string }).data, "base64");
  expect((await sharp(sentPhoto).metadata()).width).toBe(3200);
  await expect(upload).toBeHidden();
  await expect(english).toBeFocused();
  await expect(english).toHaveValue(
    new RegExp(
      `- Who owns the result\\?\\n\\n!\\[${PHOTO_ALT}\\]\\(photo:[a-z-]+-[0-9a-f]{12} "The first sprint review\\."\\)\\n\\nThen \\[talk to us\\]`,
    ),
  );
  const german = editor.getByLabel("German text", { exact: true });
  await german.fill(
    rewritten(
      await german.inputValue(),
      "Ein vorläufiger Titel",
      "Wie ein dediziertes Team ankommt: Onboarding, die ersten Releases und die Reviews, die die ersten neunzig Tage auf Kurs halten.",
    ),
  );
  // The title from the form of its fields, which writes it into the text (and shows what the text says).
  const germanTitle = editor.getByRole("region", { name: "German" }).getByLabel("Title", { exact: true });
  await expect(germanTitle).toHaveValue("Ein vorläufiger Titel | Alphai");
  await germanTitle.fill(`${GERMAN_TITLE} | Alphai`);
  await expect(german).toHaveValue(new RegExp(`\ntitle: "${GERMAN_TITLE} \\| Alphai"\n`));

  // Previewed before it is published: the page in the site's templates, at desktop and at phone width, and a link
  // that works without the workspace; the site has no such page yet.
  await editor.getByRole("button", { name: "Preview the English page" }).click();
  const preview = editor.getByRole("region", { name: "Preview of the English page, not published" });
  await expect(preview.getByRole("heading", { level: 3 })).toBeFocused({ timeout: 60_000 });
  const framed = preview.frameLocator("iframe");
  await expect(framed.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(framed.getByRole("heading", { level: 3, name: `What the ${WORD} checklist asks` })).toBeVisible();
  await expect(framed.getByRole("note")).toContainText("not published");
  // The photo is not on the site yet: the preview carries it.
  await expect(framed.getByRole("img", { name: PHOTO_ALT })).toBeVisible();
  expect(await framed.getByRole("img", { name: PHOTO_ALT }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    800,
  );
  await preview.getByRole("button", { name: "Phone (390 px)" }).click();
  await expect(preview.getByRole("button", { name: "Phone (390 px)" })).toHaveAttribute("aria-pressed", "true");
  await expect(preview.locator("iframe")).toHaveAttribute("width", "390");
  await expect(framed.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const link = await preview.getByRole("link", { name: "its link" }).getAttribute("href");
  const shared = await page.request.get(link!);
  expect(shared.status()).toBe(200);
  expect(shared.headers()["x-robots-tag"]).toContain("noindex");
  expect((await page.request.get(`/resource/${SLUG}`)).status()).toBe(404);

  // Published in English alone first: the German text is the translator's, added on the entry's page later.
  const germanText = await german.inputValue();
  const languages = editor.getByRole("group", { name: "Publish now in" });
  await languages.getByRole("checkbox", { name: "German" }).uncheck();
  await expect(german).toBeHidden();
  expect(await violations(editor)).toEqual([]);
  // One language stays chosen: the last one cannot be unchecked.
  await languages.getByRole("checkbox", { name: "English" }).press("Space");
  await expect(languages.getByRole("checkbox", { name: "English" })).toBeChecked();
  await editor.getByRole("button", { name: "Publish the article in English" }).click();
  // The whole site is made and checked with the text, then served: the entry's screen opens once it is live.
  await expect(editor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible({ timeout: 300_000 });
  await expect(editor.getByRole("status").filter({ hasText: "Published in English." })).toBeVisible();
  await expect(editor.getByText("Published from the workspace")).toHaveCount(1);
  await expect(editor.getByText("Not on the site in German yet")).toBeVisible();
  // The screen with a language still to write, at both widths: no axe violation.
  expect(await violations(editor)).toEqual([]);
  await editor.setViewportSize(MOBILE);
  expect(await violations(editor)).toEqual([]);
  await editor.setViewportSize(DESKTOP);

  const response = await page.goto(`/resource/${SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: `What the ${WORD} checklist asks` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Who reviews it?" })).toBeVisible();
  await expect(page.locator("strong", { hasText: "your whole team" })).toBeVisible();
  await expect(page.getByRole("link", { name: "talk to us" })).toHaveAttribute("href", "/contactus");
  // The photo through the site's pipeline: AVIF and WebP variants of the site's own, its caption under it.
  const photo = page.getByRole("img", { name: PHOTO_ALT });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /^\/images\/photos\/[a-z-]+-[0-9a-f]{12}-\d+\.[0-9a-f]{12}\.(avif|webp)$/,
  );
  await expect(page.locator("figure.body-photo figcaption")).toHaveText("The first sprint review.");
  // No drawing of its own: its first topic's motif, with its category on the badge.
  await expect(page.locator("svg.hero-illustration text")).toHaveText(/\S/);
  const topic = await page.getByRole("main").locator('a[href^="/resource/topics/"]').first().getAttribute("href");

  // Listed where its siblings are: the articles page, its topic's page, the feed, the sitemap, the search.
  const listed = `a[href="/resource/${SLUG}"]`;
  for (const list of ["/resource", topic!]) {
    await page.goto(list);
    await expect(page.getByRole("main").locator(listed).first(), list).toBeVisible();
  }
  expect(await (await page.request.get("/resource/feed.xml")).text()).toContain(`What the ${WORD} checklist asks`);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/resource/${SLUG}</loc>`);
  await page.goto(`/search?q=${WORD}`);
  await expect(page.getByRole("main").locator(listed).first()).toBeVisible();

  // Not in German yet: no German page, list, feed or sitemap entry; the English page names no German version, and
  // its language link goes to the German articles.
  expect((await page.request.get(`/de/resource/${SLUG}`)).status()).toBe(404);
  await page.goto(`/resource/${SLUG}`);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    new RegExp(`/resource/${SLUG}$`),
  );
  await expect(page.locator("a.language-link").first()).toHaveAttribute("href", "/de/resource");
  expect(await (await page.request.get("/de/resource/feed.xml")).text()).not.toContain(SLUG);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(`/de/resource/${SLUG}</loc>`);
  expect(sitemap).not.toMatch(new RegExp(`hreflang="de" href="[^"]*/de/resource/${SLUG}"`));
  expect(sitemap).toContain(`/resource/${SLUG}</loc>`);
  await page.goto("/de/resource");
  await expect(page.getByRole("main").locator(`a[href="/de/resource/${SLUG}"]`)).toHaveCount(0);

  // The German text added on the entry's page: then the German page is there, with the English one as its alternate.
  // The translation is kept as a draft first: the page opened again shows it, not yet on the site.
  const germanSection = editor.getByRole("region", { name: "German" });
  await germanSection.getByLabel("German text", { exact: true }).fill(germanText);
  await germanSection.getByRole("button", { name: "Save as draft" }).click();
  await expect(germanSection.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  // The list names the translation under way; the entry opened again from it has the draft in its field.
  await editor.goto("/team/content/articles");
  const row = editor.locator("tbody tr").filter({ hasText: TITLE });
  await expect(row.locator("td").nth(1)).toHaveText(/Not on the site yet\s*Draft/);
  await row.getByRole("link", { name: TITLE, exact: true }).click();
  await expect(germanSection.getByLabel("German text", { exact: true })).toHaveValue(germanText);
  await expect(germanSection.getByText(/A draft, saved by .* is in the field/)).toBeVisible();
  await germanSection.getByRole("button", { name: "Publish the German text" }).click();
  await expect(germanSection.getByRole("heading", { name: "German" })).toBeFocused({ timeout: 300_000 });
  await expect(editor.getByText("Published from the workspace")).toHaveCount(2);
  await page.goto(`/de/resource/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: GERMAN_TITLE })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/resource/${SLUG}$`),
  );
  await expect(page.locator("a.language-link").first()).toHaveAttribute("href", `/resource/${SLUG}`);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/de/resource/${SLUG}</loc>`);

  // Taken off the site, in both languages: its pages say so with 410 Gone, and it leaves the lists and the feed.
  await editor.getByRole("button", { name: "Take it off the site" }).click();
  await editor.getByRole("dialog").getByRole("button", { name: "Take it off the site" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Taken off the site" })).toBeVisible({ timeout: 300_000 });
  for (const prefix of ["", "/de"]) {
    const gone = await page.goto(`${prefix}/resource/${SLUG}`);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole("link", { name: /guides|Leitfäden/ }).last()).toBeVisible();
  }
  await page.goto("/resource");
  await expect(page.getByRole("main").locator(listed)).toHaveCount(0);
  expect(await (await page.request.get("/resource/feed.xml")).text()).not.toContain(SLUG);
  await context.close();
});
