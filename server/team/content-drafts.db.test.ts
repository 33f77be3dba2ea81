/**
 * Drafts (issue 37 §1): a language's text kept without publishing it, shared by the team; a save based on an older
 * draft is refused with 409 and the colleague's draft; discarding it leaves the site as it is; publishing the draft's
 * text deletes it. With a stand-in generator (server/testing/generator.ts): the publish around it is under test.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ContentEntryDetail, ContentEntryRow } from "../../app/shared/team-api";
import { auditEvents, contentDocuments, contentDrafts } from "../db/schema";
import { startAppWith } from "../testing/app";
import { standInGenerator } from "../testing/generator";
import { testConfig } from "../testing/support";
import { memberWithSession } from "../testing/team";

const SLUG = "budgeting-a-mobile-app-in-2026";
const ENTRY = `/api/team/content/articles/${SLUG}`;
const DRAFT = `${ENTRY}/en/draft`;
const repositoryText = readFileSync(path.resolve("content/articles", `${SLUG}.md`), "utf8");

describe("drafts of a text", () => {
  it("keeps a half-written text for the team, refuses a stale save, discards, and is done with once published", async () => {
    const config = await testConfig("pglite", { buildDir: path.resolve("build/client"), contentPollMs: 0 });
    const app = await startAppWith(config, { generator: standInGenerator() });
    try {
      const dana = await memberWithSession(app, "dana@alphai.test", "editor", "Dana Draft");
      const eli = await memberWithSession(app, "eli@alphai.test", "editor", "Eli Editor");
      const sales = await memberWithSession(app, "sam@alphai.test", "sales");
      const { db } = app.database;
      const english = async () =>
        ((await dana.browser.get(ENTRY)).json() as ContentEntryDetail).languages.find((l) => l.locale === "en")!;
      // Half written: the build would refuse it, a draft takes it as it is.
      const half = `${repositoryText}\n## A section still to write\n`;

      expect((await sales.browser.put(DRAFT, { text: half, draftVersion: null })).statusCode).toBe(403);
      expect((await dana.browser.put(DRAFT, { text: 42, draftVersion: "one" })).statusCode).toBe(400);
      expect(
        (
          await dana.browser.put("/api/team/content/articles/no-such-article/en/draft", {
            text: half,
            draftVersion: null,
          })
        ).statusCode,
      ).toBe(404);

      expect((await dana.browser.put(DRAFT, { text: half, draftVersion: null })).statusCode).toBe(200);
      expect((await english()).draft).toMatchObject({ text: half, version: 1, savedBy: "Dana Draft" });
      // Nothing published: the site still shows the repository's text; the list says a draft is kept.
      expect(await english()).toMatchObject({ source: "repository", text: repositoryText });
      expect(await db.select().from(contentDocuments)).toEqual([]);
      const listed = (
        (await dana.browser.get("/api/team/content/articles")).json() as { items: ContentEntryRow[] }
      ).items.find((item) => item.slug === SLUG)!;
      expect(listed.languages.map((language) => [language.locale, language.draft])).toEqual([
        ["en", true],
        ["de", undefined],
      ]);

      // A colleague saves on the draft as read; a save from the page as it was before is refused with theirs.
      const colleagues = `${half}\nEli's paragraph.\n`;
      expect((await eli.browser.put(DRAFT, { text: colleagues, draftVersion: 1 })).statusCode).toBe(200);
      const stale = await dana.browser.put(DRAFT, { text: `${half}\nMine.\n`, draftVersion: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        error: expect.stringContaining("Eli Editor saved a draft"),
        current: { draft: { text: colleagues, version: 2 } },
      });
      expect((await dana.browser.put(DRAFT, { text: half, draftVersion: null })).statusCode).toBe(409);

      // Discarded: gone, and the site as it was; once more, there is nothing to discard.
      expect((await eli.browser.delete(DRAFT)).statusCode).toBe(200);
      expect((await english()).draft).toBeUndefined();
      expect((await eli.browser.delete(DRAFT)).statusCode).toBe(404);

      // Published with the draft's text: the draft is done with. Another text published keeps a draft.
      const ready = repositoryText.replace("## The biggest cost driver", "## The single biggest cost driver");
      expect((await dana.browser.put(DRAFT, { text: ready, draftVersion: null })).statusCode).toBe(200);
      const germanDraft = `${ENTRY}/de/draft`;
      const german = readFileSync(path.resolve("content/de/articles", `${SLUG}.md`), "utf8");
      expect(
        (await dana.browser.put(germanDraft, { text: `${german}\nNoch offen.\n`, draftVersion: null })).statusCode,
      ).toBe(200);
      expect((await dana.browser.put(`${ENTRY}/en`, { text: ready, version: null })).statusCode).toBe(200);
      expect(await english()).toMatchObject({ source: "workspace", text: ready });
      expect((await english()).draft).toBeUndefined();
      expect((await db.select().from(contentDrafts)).map((row) => row.locale)).toEqual(["de"]);

      const audited = await db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, `articles/${SLUG}/en`));
      expect(audited.map((event) => event.action).filter((action) => action.startsWith("content.draft"))).toEqual([
        "content.draft",
        "content.draft",
        "content.draft.discard",
        "content.draft",
      ]);
    } finally {
      await app.close();
    }
    // A server started and a publish made: a minute under load.
  }, 120_000);
});
