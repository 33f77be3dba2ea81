/**
 * An entry in one language alone (issue 37 §2), from the workspace's side: a new entry published in English alone,
 * its German text added later on its page as the language's first version, kept as a draft, then scheduled; a language is never added to an entry the
 * site does not have, and a new entry has one language at least. With a stand-in generator (server/testing/generator.ts):
 * the site it makes is tested in tests/e2e/team-publish.spec.ts and content/one-language.test.ts.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ContentEntryDetail, ContentEntryRow } from "../../app/shared/team-api";
import { contentDocuments, contentSchedules } from "../db/schema";
import { startAppWith } from "../testing/app";
import { standInGenerator } from "../testing/generator";
import { testConfig } from "../testing/support";
import { memberWithSession } from "../testing/team";

const SOURCE = "budgeting-a-mobile-app-in-2026";
const SLUG = "an-article-in-english-first";
const english = readFileSync(path.resolve("content/articles", `${SOURCE}.md`), "utf8").replace(
  /^title: .*$/m,
  'title: "An Article in English First | Alphai"',
);
const german = readFileSync(path.resolve("content/de/articles", `${SOURCE}.md`), "utf8").replace(
  /^title: .*$/m,
  'title: "Ein Artikel, zuerst auf Englisch | Alphai"',
);

describe("an entry in one language alone", () => {
  it("is published in one language, and the other is added on its page later", async () => {
    const config = await testConfig("pglite", { buildDir: path.resolve("build/client"), contentPollMs: 0 });
    const app = await startAppWith(config, { generator: standInGenerator() });
    try {
      const editor = await memberWithSession(app, "ed@alphai.test", "editor", "Ed Editor");
      const { db } = app.database;
      const entry = async () =>
        (await editor.browser.get(`/api/team/content/articles/${SLUG}`)).json() as ContentEntryDetail;

      // One language at least; an empty one is an error on its field.
      const neither = await editor.browser.post("/api/team/content/articles", { slug: SLUG });
      expect(neither.statusCode).toBe(400);
      expect(neither.json()).toMatchObject({ fields: { en: "Write the English or the German text, or both." } });
      const empty = await editor.browser.post("/api/team/content/articles", { slug: SLUG, en: english, de: " " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ fields: { de: "Write the German text." } });
      // A language is added to an entry the site has, never to one it does not (a new entry is POSTed).
      expect(
        (await editor.browser.put("/api/team/content/articles/no-such-article/de", { text: german, version: null }))
          .statusCode,
      ).toBe(404);
      expect(await db.select().from(contentDocuments)).toEqual([]);

      const created = await editor.browser.post("/api/team/content/articles", { slug: SLUG, en: english });
      expect(created.statusCode).toBe(201);
      expect((await entry()).languages.map((language) => [language.locale, language.source])).toEqual([
        ["en", "workspace"],
      ]);
      const row = async () =>
        ((await editor.browser.get("/api/team/content/articles")).json() as { items: ContentEntryRow[] }).items.find(
          (item) => item.slug === SLUG,
        )!;
      expect((await row()).languages.map((language) => language.locale)).toEqual(["en"]);

      // Its translation kept as a draft before it is published once, shared by the team, stale saves refused.
      const draft = `/api/team/content/articles/${SLUG}/de/draft`;
      expect((await editor.browser.put(draft, { text: german, draftVersion: null })).statusCode).toBe(200);
      expect((await entry()).languages.map((language) => language.locale)).toEqual(["en"]);
      expect((await entry()).newLanguages).toEqual([
        { locale: "de", draft: expect.objectContaining({ text: german, version: 1, savedBy: "Ed Editor" }) },
      ]);
      expect((await editor.browser.put(draft, { text: `${german}\nMehr.\n`, draftVersion: null })).statusCode).toBe(
        409,
      );

      // Its first version scheduled, checked with the whole site now; never for an entry the site does not have.
      const publishAt = new Date(Date.now() + 3_600_000).toISOString();
      const scheduling = { text: german, version: null, publishAt };
      expect(
        (await editor.browser.put("/api/team/content/articles/no-such-article/de/schedule", scheduling)).statusCode,
      ).toBe(404);
      expect((await editor.browser.put(`/api/team/content/articles/${SLUG}/de/schedule`, scheduling)).statusCode).toBe(
        200,
      );
      expect((await entry()).newLanguages).toEqual([
        {
          locale: "de",
          draft: expect.objectContaining({ text: german }),
          scheduled: { publishAt, text: german, by: "Ed Editor", problem: null },
        },
      ]);
      expect((await row()).newLanguages).toEqual([{ locale: "de", draft: true, scheduledAt: publishAt }]);
      expect((await entry()).languages.map((language) => language.locale)).toEqual(["en"]);

      // A deploy that brought a file of the language since: nothing is published over a developer's change.
      const due = new Date(Date.parse(publishAt) + 1000);
      await db.update(contentSchedules).set({ repositoryHash: "0".repeat(64) });
      await app.contentSchedules!.runDue(due);
      expect((await entry()).languages.map((language) => language.locale)).toEqual(["en"]);
      expect((await entry()).newLanguages?.[0]?.scheduled?.problem).toMatch(/file of this language changed/);
      expect((await row()).newLanguages).toEqual([
        { locale: "de", draft: true, scheduledAt: publishAt, scheduleFailed: true },
      ]);
      // Scheduled again (on the site's files as they are now), it is.
      expect((await editor.browser.put(`/api/team/content/articles/${SLUG}/de/schedule`, scheduling)).statusCode).toBe(
        200,
      );

      // Published when it is due: the German text is the language's first version; its draft is done with.
      await app.contentSchedules!.runDue(due);
      expect((await entry()).languages.map((language) => [language.locale, language.version])).toEqual([
        ["en", 1],
        ["de", 1],
      ]);
      expect((await entry()).newLanguages).toBeUndefined();
      expect((await row()).newLanguages).toBeUndefined();
      expect((await row()).languages.map((language) => [language.locale, language.title])).toEqual([
        ["en", "An Article in English First"],
        ["de", "Ein Artikel, zuerst auf Englisch"],
      ]);
      // Added from a page opened before it was published: a colleague's text is never overwritten.
      expect(
        (await editor.browser.put(`/api/team/content/articles/${SLUG}/de`, { text: german, version: null })).statusCode,
      ).toBe(409);
    } finally {
      await app.close();
    }
  }, 120_000);
});
