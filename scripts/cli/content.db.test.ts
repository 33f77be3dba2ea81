/**
 * Where the truth lives (issue 37 §4, decision 052): an entry changed both in the repository and in the workspace is
 * shown as a conflict (the entry, its list, `npm run content -- conflicts`) until a member keeps one of the two texts,
 * never silently overwritten; and `npm run content -- export` writes the team's edits as the files a developer
 * commits, naming the new roles content/collection-order.ts must list and the photos uploaded for them that
 * content/photos.ts must. On the embedded database, the commands' queries
 * go through the running server; a stand-in generator (server/testing/generator.ts) makes the site.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ContentEntryDetail, ContentEntryRow } from "../../app/shared/team-api";
import { auditEvents, contentDocuments, contentPhotos } from "../../server/db/schema";
import { pruneUnusedPhotos } from "../../server/team/content-photos";
import { startAppWith } from "../../server/testing/app";
import { standInGenerator } from "../../server/testing/generator";
import { runCommand } from "../../server/testing/spawn";
import { tempDir, testConfig } from "../../server/testing/support";
import { memberWithSession } from "../../server/testing/team";

const SLUG = "budgeting-a-mobile-app-in-2026";
const ENTRY = `/api/team/content/articles/${SLUG}`;
const repositoryText = readFileSync(path.resolve("content/articles", `${SLUG}.md`), "utf8");
const EDITED = repositoryText.replace("## The biggest cost driver", "## The single biggest cost driver");

describe("npm run content, and conflicts with the repository's files", () => {
  it("shows an entry changed on both sides as a conflict until one text is kept, and exports the team's edits as files", async () => {
    const config = await testConfig("pglite", { contentPollMs: 0 });
    const app = await startAppWith(config, { generator: standInGenerator() });
    const editor = await memberWithSession(app, "cleo@alphai.test", "editor", "Cleo Conflict");
    const { db } = app.database;
    const run = (...args: string[]) => runCommand("content", args, { DATA_DIR: config.dataDir, DATABASE_URL: "" });
    const english = async () =>
      ((await editor.browser.get(ENTRY)).json() as ContentEntryDetail).languages.find(
        (language) => language.locale === "en",
      )!;
    const listed = async () =>
      ((await editor.browser.get("/api/team/content/articles")).json() as { items: ContentEntryRow[] }).items.find(
        (item) => item.slug === SLUG,
      )!;
    /** As after a deploy that brought another file than the one the document was written from. */
    const deployChangesTheFile = () => db.update(contentDocuments).set({ baseHash: "0".repeat(64) });

    expect((await editor.browser.put(`${ENTRY}/en`, { text: EDITED, version: null })).statusCode).toBe(200);
    expect((await english()).conflict).toBeUndefined();
    expect((await run("conflicts")).stdout).toContain("No conflicts.");

    // A developer's change deployed: both sides changed. The team's text stays on the site; both are shown.
    await deployChangesTheFile();
    expect((await english()).conflict).toEqual({ repositoryText });
    expect((await listed()).conflict).toBe(true);
    const listedConflicts = await run("conflicts");
    expect(listedConflicts.status).toBe(0);
    expect(listedConflicts.stdout).toContain(`articles/${SLUG} (en): content/articles/${SLUG}.md changed`);
    // Not exported while in conflict: a developer's newer file is never overwritten.
    const out = tempDir("export");
    const held = await run("export", "--out", out);
    expect(held.stdout).toContain(`left ${path.join(out, "articles", `${SLUG}.md`)} alone`);
    expect(existsSync(path.join(out, "articles", `${SLUG}.md`))).toBe(false);

    // Kept from a stale page: refused. Kept: the team's text stays, now based on the file; audited.
    const conflict = `${ENTRY}/en/conflict`;
    expect((await editor.browser.post(conflict, { keep: "workspace", version: 7 })).statusCode).toBe(409);
    expect((await editor.browser.post(conflict, { keep: "mine", version: 1 })).statusCode).toBe(400);
    expect((await editor.browser.post(conflict, { keep: "workspace", version: 1 })).statusCode).toBe(200);
    // A new version: a colleague's choice from the page as it was is refused.
    expect(await english()).toMatchObject({ text: EDITED, version: 2 });
    expect((await english()).conflict).toBeUndefined();
    expect((await listed()).conflict).toBeUndefined();
    expect((await editor.browser.post(conflict, { keep: "repository", version: 1 })).statusCode).toBe(409);
    // Nothing to keep any more.
    expect((await editor.browser.post(conflict, { keep: "workspace", version: 2 })).statusCode).toBe(409);
    const kept = await db.select().from(auditEvents).where(eq(auditEvents.action, "content.conflict.keep"));
    expect(kept.map((event) => [event.actorId, event.subjectId])).toEqual([[editor.id, `articles/${SLUG}/en`]]);

    // Again, and the repository's text kept: published as the language's new version, through the checks.
    await deployChangesTheFile();
    const taken = await editor.browser.post(conflict, { keep: "repository", version: 2 });
    expect(taken.statusCode).toBe(200);
    expect(await english()).toMatchObject({ text: repositoryText, version: 3 });
    expect((await english()).conflict).toBeUndefined();

    // A new role and the article, exported as the files a developer commits; the new role named for the order list.
    const recruiter = await memberWithSession(app, "rhea@alphai.test", "recruiting");
    const role = (locale: string) =>
      readFileSync(path.resolve(`content/${locale}roles/devops-engineer-aws-kubernetes.md`), "utf8").replace(
        /^seoTitle: .*$/m,
        "seoTitle: Site Reliability Engineer | Alphai Careers",
      );
    // A copy of a role whose last day has passed would be closed from the start: refused.
    const closed = await recruiter.browser.post("/api/team/content/roles", {
      slug: "site-reliability-engineer",
      en: role("").replace(/^validThrough: .*$/m, "validThrough: '2026-01-31'"),
      de: role("de/").replace(/^validThrough: .*$/m, "validThrough: 2026-01-31"),
    });
    expect(closed.statusCode).toBe(422);
    const added = await recruiter.browser.post("/api/team/content/roles", {
      slug: "site-reliability-engineer",
      en: role(""),
      de: role("de/"),
    });
    expect(added.statusCode, added.body).toBe(201);
    const exported = await run("export", "--out", out);
    expect(exported.status, exported.stderr).toBe(0);
    expect(readFileSync(path.join(out, "articles", `${SLUG}.md`), "utf8")).toBe(repositoryText);
    expect(readFileSync(path.join(out, "roles", "site-reliability-engineer.md"), "utf8")).toBe(role(""));
    expect(readFileSync(path.join(out, "de", "roles", "site-reliability-engineer.md"), "utf8")).toBe(role("de/"));
    expect(exported.stdout).toContain('add "site-reliability-engineer" to roleOrder');
    // Exported again: nothing to write.
    expect((await run("export", "--out", out)).stdout).toContain("0 file(s) written, 3 already as published");
    // Bad arguments: the usage, status 2, nothing written.
    const bad = await run("export", "--out", path.join(out, "elsewhere"), "extra");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("usage: npm run content");
    expect(existsSync(path.join(out, "elsewhere"))).toBe(false);

    // A photo uploaded for the article (decision 055): exported beside it, named for content/photos.ts.
    const original = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#335566" } })
      .jpeg()
      .toBuffer();
    const alt = "Two people reviewing a release plan on a wall";
    const uploaded = await editor.browser.post("/api/team/content/photos", {
      name: "Release review.jpg",
      alt,
      data: original.toString("base64"),
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json() as { id: string; markdown: string };
    const withPhoto = repositoryText.replace(/^(## .*\n)/m, `$1\n${photo.markdown}\n`);
    expect((await editor.browser.put(`${ENTRY}/en`, { text: withPhoto, version: 3 })).statusCode).toBe(200);
    const withPhotos = await run("export", "--out", out);
    expect(withPhotos.stdout).toContain(
      `content/photos.ts: add { id: "${photo.id}", file: "${photo.id}.jpg", alt: "${alt}" }`,
    );
    const [stored] = await db.select().from(contentPhotos);
    expect(readFileSync(path.join(out, "photos", `${photo.id}.jpg`)).equals(stored!.data)).toBe(true);
    expect(readFileSync(path.join(out, "articles", `${SLUG}.md`), "utf8")).toBe(withPhoto);

    // An upload no text shows is deleted after 30 days; one a version shows is kept, however old.
    const unused = { ...stored!, id: "an-unused-photo-0123456789ab", file: "an-unused-photo-0123456789ab.jpg" };
    await db.insert(contentPhotos).values(unused);
    const later = new Date(Date.now() + 29 * 86_400_000);
    expect(await pruneUnusedPhotos(db, later)).toBe(0);
    expect(await pruneUnusedPhotos(db, new Date(later.getTime() + 2 * 86_400_000))).toBe(1);
    expect((await db.select({ id: contentPhotos.id }).from(contentPhotos)).map((row) => row.id)).toEqual([photo.id]);
    // Commands run as child processes and an upload decoded: a minute under load.
  }, 120_000);
});
