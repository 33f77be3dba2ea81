/**
 * Publishing from the workspace (issue 37, decision 052), on two instances of the real build on one PostgreSQL: an
 * editor publishes an article's text; a text the build refuses is refused with the build's own message and changes
 * nothing; a good one is served at once by the instance it was published on (page, feed, site search) and by the other
 * within its poll and after a restart; a publish from a page opened before it is refused; other roles cannot publish.
 * And a text far longer than a form's body is taken.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { inject, describe, expect, it } from "vitest";
import { auditEvents, contentRevision } from "../db/schema";
import { startApp, startAppWith } from "../testing/app";
import { testConfig, waitFor } from "../testing/support";
import { memberWithSession } from "../testing/team";

const BUILD = path.resolve("build/client");
const SLUG = "budgeting-a-mobile-app-in-2026";
const PAGE = `/resource/${SLUG}`;
const ENTRY = `/api/team/content/articles/${SLUG}`;
const ORIGINAL = "A useful exercise before asking for quotes";
/** A word no page of the site has, so the site search finds the article by it only once it is published. */
const EDITED = "A useful exercise, which the team's quokka rewrote, before asking for quotes";

const generator = () => path.join(inject("nodeBundle"), "cli", "generate.js");
const repositoryText = readFileSync(path.resolve("content/articles", `${SLUG}.md`), "utf8");

const pageText = async (app: FastifyInstance, url: string) => (await app.inject({ method: "GET", url })).body;

describe("publishing an article from the workspace, on two instances of the built site on one PostgreSQL", () => {
  it("refuses what the build refuses, serves what it accepts on every instance and after a restart, and refuses a stale publish", async () => {
    const first = await testConfig("postgres", { buildDir: BUILD, contentPollMs: 0 });
    const a = await startAppWith(first, { generator: generator() });
    const second = await testConfig("postgres", {
      buildDir: BUILD,
      databaseUrl: first.databaseUrl,
      contentPollMs: 200,
    });
    const b = await startAppWith(second, { generator: generator() });
    const editor = await memberWithSession(a, "erika@alphai.test", "editor", "Erika Editor");
    const sales = await memberWithSession(a, "sam@alphai.test", "sales");

    // Other roles neither read nor publish an entry's text.
    expect((await sales.browser.get(ENTRY)).statusCode).toBe(403);
    const opened = await editor.browser.get(ENTRY);
    expect(opened.statusCode).toBe(200);
    const english = (
      opened.json() as { languages: { locale: string; source: string; text: string; version: number | null }[] }
    ).languages.find((language) => language.locale === "en")!;
    expect(english).toMatchObject({ source: "repository", text: repositoryText, version: null });
    expect((await sales.browser.put(`${ENTRY}/en`, { text: repositoryText, version: null })).statusCode).toBe(403);

    // A text the build would refuse: 422 with the build's message naming the document and its line; nothing saved.
    const refused = await editor.browser.put(`${ENTRY}/en`, {
      text: repositoryText.replace("category: Mobile apps", "category: Mobile apps\ntopics: [no-such-topic]"),
      version: null,
    });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { problems: string[] }).problems.join("\n")).toContain(`workspace/articles/${SLUG}.md`);
    const [unchanged] = await a.database.db.select().from(contentRevision);
    expect(unchanged!.revision).toBe(0);
    expect(await pageText(a, PAGE)).toContain(ORIGINAL);

    // A good text: live on this instance when the publish answers, with its feed and the site search.
    const published = await editor.browser.put(`${ENTRY}/en`, {
      text: repositoryText.replace(ORIGINAL, EDITED),
      version: null,
    });
    expect(published.statusCode).toBe(200);
    expect((published.json() as { revision: number }).revision).toBe(1);
    expect(await pageText(a, PAGE)).toContain(EDITED);
    expect(await pageText(a, "/resource/feed.xml")).toContain("quokka");
    expect(await pageText(a, "/search?q=quokka")).toContain(PAGE);
    // The German page is the repository's still.
    expect(await pageText(a, `/de${PAGE}`)).not.toContain("quokka");

    // The other instance serves it within its poll and its own generation.
    expect(await waitFor(async () => (await pageText(b, PAGE)).includes(EDITED), 150_000, 500)).toBe(true);
    expect(await pageText(b, "/search?q=quokka")).toContain(PAGE);

    // Restarted on the same build, an instance serves the generation it served as soon as it is ready.
    await b.close();
    const restarted = await startAppWith({ ...second, contentPollMs: 0 }, { generator: generator() });
    expect(await pageText(restarted, PAGE)).toContain(EDITED);

    // A publish from the page as it was opened (no document then) is refused: someone published since.
    const stale = await editor.browser.put(`${ENTRY}/en`, { text: repositoryText, version: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { source: "workspace", version: 1, publishedBy: "Erika Editor" } });
    expect(await pageText(a, PAGE)).toContain(EDITED);

    // The entry now comes from the workspace, with its version, and the publish is in the audit log.
    const entry = (await editor.browser.get(ENTRY)).json() as {
      languages: { locale: string; source: string; version: number | null }[];
      versions: { locale: string; author: string }[];
    };
    expect(entry.languages.find((language) => language.locale === "en")).toMatchObject({
      source: "workspace",
      version: 1,
    });
    expect(entry.versions).toEqual([expect.objectContaining({ locale: "en", author: "Erika Editor" })]);
    const audited = await a.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "content.publish"), eq(auditEvents.actorId, editor.id)));
    expect(audited.map((event) => event.subjectId)).toEqual([`articles/${SLUG}/en`]);
  }, 300_000);

  it("takes a text far longer than a form's 16 KB, and refuses one over its limit with 413", async () => {
    const app = await startApp("pglite");
    const editor = await memberWithSession(app, "ed@alphai.test", "editor");
    const long = `${repositoryText}\n${"A long paragraph about budgets. ".repeat(1500)}`;
    expect(long.length).toBeGreaterThan(40_000);
    // Past the body limit and the checks, refused only for its version (no generation is made for a stale page).
    const stale = await editor.browser.put(`${ENTRY}/en`, { text: long, version: 7 });
    expect(stale.statusCode).toBe(409);
    const tooLong = await editor.browser.put(`${ENTRY}/en`, { text: "x".repeat(2 * 1024 * 1024), version: null });
    expect(tooLong.statusCode).toBe(413);
  });
});
