/**
 * Publishing from the workspace (issue 37, decision 052), on two instances of the real build on one PostgreSQL: an
 * editor publishes an article's text; a text the build refuses is refused with the build's own message and changes
 * nothing; a good one is served at once by the instance it was published on (page, feed, site search) and by the other
 * within its poll and after a restart; a publish from a page opened before it is refused; other roles cannot publish.
 * A publish whose generation fails after the checks passed is undone. And a text far longer than a form's body is taken.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { inject, describe, expect, it } from "vitest";
import { auditEvents, contentDocuments, contentRevision, contentVersions } from "../db/schema";
import { startApp, startAppWith } from "../testing/app";
import { BREAKS_THE_TEMPLATE, FAILS_THE_CHECK, standInGenerator, templateProblem } from "../testing/generator";
import { testConfig, waitFor } from "../testing/support";
import { memberWithSession } from "../testing/team";
import { fields, multipart, pdf, ROLE } from "../testing/applications";
import { rolePath } from "../../content/registry";

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

/** An application for ROLE, as the careers page's form sends it. */
const apply = (app: FastifyInstance) => {
  const body = multipart(fields({ role: ROLE }), [pdf()]);
  return app.inject({
    method: "POST",
    url: "/api/applications",
    headers: { ...body.headers, accept: "application/json" },
    payload: body.payload,
  });
};

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
    const restarted = await startAppWith(second, { generator: generator() });
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

    // A recruiter closes a job opening (its last day yesterday, both languages in one publish): its pages answer 410
    // without their JobPosting, it leaves the careers lists, and the application form refuses it, on this instance when
    // the publish answers. Editors cannot; a day in the past is refused. (The other instance, which follows a publish
    // within its poll as above, is stopped first: its generation would add a minute of CPU to the suite and test
    // nothing new.)
    await restarted.close();
    const recruiter = await memberWithSession(a, "rita@alphai.test", "recruiting", "Rita Recruiter");
    const lastDay = `/api/team/content/roles/${ROLE}/last-day`;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await editor.browser.put(lastDay, { validThrough: yesterday })).statusCode).toBe(403);
    expect((await recruiter.browser.put(lastDay, { validThrough: "2020-01-01" })).statusCode).toBe(400);
    expect((await apply(a)).statusCode).toBe(201);
    const closed = await recruiter.browser.put(lastDay, { validThrough: yesterday });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ revision: 2, entry: { open: false, validThrough: yesterday } });
    const isClosedOn = async (app: FastifyInstance) => {
      for (const prefix of ["", "/de"]) {
        const page = await app.inject({ method: "GET", url: `${prefix}${rolePath(ROLE)}` });
        if (page.statusCode !== 410 || page.body.includes("JobPosting")) return false;
        if ((await pageText(app, `${prefix}/about/careers`)).includes(`${prefix}${rolePath(ROLE)}"`)) return false;
      }
      const refused = await apply(app);
      return refused.statusCode === 400 && "role" in (refused.json() as { fields: object }).fields;
    };
    expect(await isClosedOn(a)).toBe(true);
    // Closed already: nothing to publish.
    expect((await recruiter.browser.put(lastDay, { validThrough: yesterday })).statusCode).toBe(409);
  }, 300_000);

  it("takes a text far longer than a form's 16 KB (413 over its limit), undoes a publish whose generation fails after the content's checks passed, and keeps the version it was based on", async () => {
    const app = await startApp("pglite", { contentPollMs: 0 }, { generator: standInGenerator() });
    const editor = await memberWithSession(app, "eve@alphai.test", "editor", "Eve Editor");
    const { db } = app.database;
    const revision = async () => (await db.select().from(contentRevision))[0]!.revision;
    const good = repositoryText.replace(ORIGINAL, EDITED);

    const long = `${repositoryText}\n${"A long paragraph about budgets. ".repeat(1500)}`;
    expect(long.length).toBeGreaterThan(40_000);
    // Past the body limit and the checks, refused only for its version (no generation is made for a stale page).
    expect((await editor.browser.put(`${ENTRY}/en`, { text: long, version: 7 })).statusCode).toBe(409);
    const tooLong = await editor.browser.put(`${ENTRY}/en`, { text: "x".repeat(2 * 1024 * 1024), version: null });
    expect(tooLong.statusCode).toBe(413);

    expect((await editor.browser.put(`${ENTRY}/en`, { text: good, version: null })).statusCode).toBe(200);
    expect(await revision()).toBe(1);

    // Saved and then undone: 422 with the generator's reason; the document as it was, the revision raised again.
    const broken = await editor.browser.put(`${ENTRY}/en`, { text: `${good}\n${BREAKS_THE_TEMPLATE}\n`, version: 1 });
    expect(broken.statusCode).toBe(422);
    expect((broken.json() as { problems: string[] }).problems).toEqual([templateProblem]);
    expect(await revision()).toBe(3);
    const entry = (await editor.browser.get(ENTRY)).json() as {
      languages: { locale: string; source: string; text: string; version: number | null; publishedBy: string }[];
      versions: unknown[];
    };
    expect(entry.languages.find((language) => language.locale === "en")).toMatchObject({
      source: "workspace",
      text: good,
      version: 1,
      publishedBy: "Eve Editor",
    });
    expect(entry.versions).toHaveLength(1);
    const failures = await db.select().from(auditEvents).where(eq(auditEvents.action, "content.publish.failed"));
    expect(failures.map((event) => event.subjectId)).toEqual([`articles/${SLUG}/en`]);

    // The member's page still holds the version it was based on: a corrected text publishes.
    const corrected = await editor.browser.put(`${ENTRY}/en`, { text: `${good}\nCorrected.\n`, version: 1 });
    expect(corrected.statusCode).toBe(200);
    expect((corrected.json() as { revision: number }).revision).toBe(4);

    // A language's first document that fails is removed again, with its version.
    const german = readFileSync(path.resolve("content/de/articles", `${SLUG}.md`), "utf8");
    const brokenGerman = await editor.browser.put(`${ENTRY}/de`, {
      text: `${german}\n${BREAKS_THE_TEMPLATE}\n`,
      version: null,
    });
    expect(brokenGerman.statusCode).toBe(422);
    expect(await db.select().from(contentDocuments).where(eq(contentDocuments.locale, "de"))).toEqual([]);
    expect(await db.select().from(contentVersions)).toHaveLength(2);
  });

  it("adds a new entry in both languages at an address no entry has, through the same checks, for who may publish the collection; takes an article off the site and back", async () => {
    const app = await startApp("pglite", { contentPollMs: 0 }, { generator: standInGenerator() });
    const editor = await memberWithSession(app, "nina@alphai.test", "editor", "Nina Newentry");
    const recruiter = await memberWithSession(app, "rob@alphai.test", "recruiting");
    const { db } = app.database;
    const german = readFileSync(path.resolve("content/de/articles", `${SLUG}.md`), "utf8");
    const NEW = "running-a-mobile-app-after-launch";
    const retitled = (text: string) =>
      text.replace(/^title: .*$/m, 'title: "Running a Mobile App After Launch | Alphai"');
    const texts = { en: retitled(repositoryText), de: retitled(german) };
    const create = (member: typeof editor, body: object, collection = "articles") =>
      member.browser.post(`/api/team/content/${collection}`, body);

    // Who may not publish the collection may not add to it.
    expect((await create(recruiter, { slug: NEW, ...texts })).statusCode).toBe(403);
    expect((await create(editor, { slug: NEW, ...texts }, "roles")).statusCode).toBe(403);
    // Per field: an address that is not one, a language given empty (one may be left out: decision 056).
    const bad = await create(editor, { slug: "Running a mobile app", en: texts.en, de: "  " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { slug: expect.any(String), de: expect.any(String) } });
    // An address the collection has (a repository's file): refused, never put in its place.
    const taken = await create(editor, { slug: SLUG, ...texts });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fields: { slug: expect.any(String) } });
    // A text the checks refuse: 422, nothing saved.
    const refused = await create(editor, { slug: NEW, en: texts.en, de: `${texts.de}\n${FAILS_THE_CHECK}\n` });
    expect(refused.statusCode).toBe(422);
    expect(await db.select().from(contentDocuments)).toEqual([]);

    // Added: both languages in one revision, live when it answers, in the collection's list, audited per language.
    const added = await create(editor, { slug: NEW, ...texts });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      revision: 1,
      entry: {
        slug: NEW,
        languages: [
          { locale: "en", source: "workspace", version: 1, text: texts.en },
          { locale: "de", source: "workspace", version: 1, text: texts.de },
        ],
      },
    });
    const list = (await editor.browser.get("/api/team/content/articles")).json() as {
      items: { slug: string; title: string; source: string }[];
    };
    expect(list.items.find((item) => item.slug === NEW)).toMatchObject({
      title: "Running a Mobile App After Launch",
      source: "workspace",
    });
    const audited = await db.select().from(auditEvents).where(eq(auditEvents.action, "content.publish"));
    expect(audited.map((event) => [event.actorId, event.subjectId])).toEqual([
      [editor.id, `articles/${NEW}/en`],
      [editor.id, `articles/${NEW}/de`],
    ]);
    expect(audited.map((event) => event.detail)).toEqual([
      expect.objectContaining({ created: true }),
      expect.objectContaining({ created: true }),
    ]);
    // Once added, the address is taken.
    expect((await create(editor, { slug: NEW, ...texts })).statusCode).toBe(409);

    // Taken off the site, in both languages in one revision, and put back; 409 when it is so already.
    const removal = `/api/team/content/articles/${NEW}/removed`;
    expect((await recruiter.browser.put(removal, { removed: true })).statusCode).toBe(403);
    expect((await editor.browser.put(removal, { removed: "yes" })).statusCode).toBe(400);
    expect(
      (await editor.browser.put("/api/team/content/articles/no-such-article/removed", { removed: true })).statusCode,
    ).toBe(404);
    expect((await editor.browser.put(removal, { removed: false })).statusCode).toBe(409);
    const today = new Date().toISOString().slice(0, 10);
    const removed = await editor.browser.put(removal, { removed: true });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ revision: 2, entry: { removed: today } });
    const state = async () =>
      (
        (await editor.browser.get("/api/team/content/articles")).json() as {
          items: { slug: string; languages: { state: string }[] }[];
        }
      ).items
        .find((item) => item.slug === NEW)!
        .languages.map((language) => language.state);
    expect(await state()).toEqual(["removed", "removed"]);
    const removals = await db.select().from(auditEvents).where(eq(auditEvents.action, "content.publish"));
    expect(removals.slice(-2).map((event) => event.detail)).toEqual([
      expect.objectContaining({ removed: today }),
      expect.objectContaining({ removed: today }),
    ]);
    expect((await editor.browser.put(removal, { removed: true })).statusCode).toBe(409);
    const back = await editor.browser.put(removal, { removed: false });
    expect(back.statusCode).toBe(200);
    expect((back.json() as { entry: { removed?: string; languages: { text: string }[] } }).entry).toMatchObject({
      languages: [{ text: texts.en }, { text: texts.de }],
    });
    expect(await state()).toEqual(["published", "published"]);
  });

  it("shows an earlier version's text, restores it as a new version through the same checks, and refuses a stale or needless restore", async () => {
    const app = await startApp("pglite", { contentPollMs: 0 }, { generator: standInGenerator() });
    const editor = await memberWithSession(app, "eda@alphai.test", "editor", "Eda Editor");
    const sales = await memberWithSession(app, "sal@alphai.test", "sales");
    const first = repositoryText.replace(ORIGINAL, EDITED);
    const second = `${first}\nA second edition.\n`;
    expect((await editor.browser.put(`${ENTRY}/en`, { text: first, version: null })).statusCode).toBe(200);
    expect((await editor.browser.put(`${ENTRY}/en`, { text: second, version: 1 })).statusCode).toBe(200);
    type Versions = { versions: { id: number; locale: string; live: boolean; author: string }[] };
    const [newest, oldest] = ((await editor.browser.get(ENTRY)).json() as Versions).versions;
    expect(newest).toMatchObject({ locale: "en", live: true, author: "Eda Editor" });
    expect(oldest).toMatchObject({ locale: "en", live: false });

    // Its text, for the comparison with the site's; only for who may publish the collection, only of this entry.
    const shown = await editor.browser.get(`${ENTRY}/versions/${oldest!.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: oldest!.id, text: first, live: false });
    expect((await sales.browser.get(`${ENTRY}/versions/${oldest!.id}`)).statusCode).toBe(403);
    expect(
      (await editor.browser.get(`/api/team/content/articles/another-article/versions/${oldest!.id}`)).statusCode,
    ).toBe(404);
    expect((await editor.browser.get(`${ENTRY}/versions/x`)).statusCode).toBe(404);

    const restore = (id: number, body: unknown) => editor.browser.post(`${ENTRY}/versions/${id}/restore`, body);
    // Refused, changing nothing: a page opened before the second edition, the version on the site, a bad body.
    expect((await restore(oldest!.id, { version: 1 })).statusCode).toBe(409);
    expect((await restore(newest!.id, { version: 2 })).statusCode).toBe(409);
    expect((await restore(oldest!.id, { version: "2" })).statusCode).toBe(400);
    expect((await sales.browser.post(`${ENTRY}/versions/${oldest!.id}/restore`, { version: 2 })).statusCode).toBe(403);
    const { db } = app.database;
    expect(await db.select().from(contentVersions)).toHaveLength(2);

    const restored = await restore(oldest!.id, { version: 2 });
    expect(restored.statusCode).toBe(200);
    const after = (
      restored.json() as { entry: Versions & { languages: { locale: string; text: string; version: number }[] } }
    ).entry;
    expect(after.languages.find((language) => language.locale === "en")).toMatchObject({ text: first, version: 3 });
    expect(after.versions.map((version) => version.live)).toEqual([true, false, false]);
    const [audited] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "content.publish"), eq(auditEvents.actorId, editor.id)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audited!.detail).toMatchObject({ restoredFrom: oldest!.id });
  });
});
