/**
 * Publishing at a time (issue 37, decision 052), on two instances of the built site on one PostgreSQL, with a stand-in
 * generator (server/testing/generator.ts: the pipeline around the generation is under test here, the generation
 * itself in content-publish.db.test.ts): a text scheduled is checked at once, published once when due although both
 * instances run their due schedules at the same moment, and a schedule that was overtaken or can no longer be made
 * keeps its reason and publishes nothing.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, contentDocuments, contentSchedules, contentVersions } from "../db/schema";
import { startAppWith } from "../testing/app";
import { BREAKS_THE_TEMPLATE, FAILS_THE_CHECK, standInGenerator, templateProblem } from "../testing/generator";
import { testConfig } from "../testing/support";
import { memberWithSession } from "../testing/team";

const BUILD = path.resolve("build/client");
const SLUG = "budgeting-a-mobile-app-in-2026";
const ENTRY = `/api/team/content/articles/${SLUG}`;
const SCHEDULE = `${ENTRY}/en/schedule`;
const repositoryText = readFileSync(path.resolve("content/articles", `${SLUG}.md`), "utf8");

interface Language {
  locale: string;
  version: number | null;
  text: string;
  scheduled?: { publishAt: string; by: string | null; problem: string | null; text: string };
}

describe("publishing at a time, on two instances on one PostgreSQL", () => {
  it("checks a schedule at once, publishes it once when due, and keeps the reason of one that cannot be published", async () => {
    const generator = standInGenerator();
    const first = await testConfig("postgres", { buildDir: BUILD, contentPollMs: 0 });
    const a = await startAppWith(first, { generator });
    const b = await startAppWith(
      await testConfig("postgres", { buildDir: BUILD, databaseUrl: first.databaseUrl, contentPollMs: 0 }),
      { generator },
    );
    const editor = await memberWithSession(a, "sched@alphai.test", "editor", "Sue Scheduler");
    const sales = await memberWithSession(a, "sales@alphai.test", "sales");
    const { db } = a.database;
    const english = async () =>
      ((await editor.browser.get(ENTRY)).json() as { languages: Language[] }).languages.find(
        (language) => language.locale === "en",
      )!;
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const scheduled = `${repositoryText}\nA paragraph for the morning.\n`;

    // Refused, nothing saved: another role, a time too soon or not a time, a stale page, a text the build refuses.
    expect(
      (await sales.browser.put(SCHEDULE, { text: scheduled, version: null, publishAt: inMinutes(5) })).statusCode,
    ).toBe(403);
    const soon = await editor.browser.put(SCHEDULE, { text: scheduled, version: null, publishAt: inMinutes(0) });
    expect(soon.statusCode).toBe(400);
    expect(soon.json()).toMatchObject({ fields: { publishAt: expect.any(String) } });
    expect(
      (await editor.browser.put(SCHEDULE, { text: scheduled, version: null, publishAt: "tomorrow" })).statusCode,
    ).toBe(400);
    expect(
      (await editor.browser.put(SCHEDULE, { text: scheduled, version: 3, publishAt: inMinutes(5) })).statusCode,
    ).toBe(409);
    const bad = await editor.browser.put(SCHEDULE, {
      text: `${scheduled}${FAILS_THE_CHECK}\n`,
      version: null,
      publishAt: inMinutes(5),
    });
    expect(bad.statusCode).toBe(422);
    expect(await db.select().from(contentSchedules)).toEqual([]);

    // Scheduled: shown with the entry, audited; nothing published before its time.
    const publishAt = inMinutes(5);
    const saved = await editor.browser.put(SCHEDULE, { text: scheduled, version: null, publishAt });
    expect(saved.statusCode).toBe(200);
    expect((await english()).scheduled).toEqual({ publishAt, by: "Sue Scheduler", problem: null, text: scheduled });
    const list = (await editor.browser.get("/api/team/content/articles")).json() as {
      items: { slug: string; languages: { locale: string; scheduledAt?: string }[] }[];
    };
    const listed = list.items.find((item) => item.slug === SLUG)!.languages;
    expect(listed.map((language) => [language.locale, language.scheduledAt])).toEqual([
      ["en", publishAt],
      ["de", undefined],
    ]);
    await Promise.all([a.contentSchedules!.runDue(), b.contentSchedules!.runDue()]);
    expect(await db.select().from(contentVersions)).toEqual([]);

    // Due on both instances at once: published once, in the name of who scheduled it, and the schedule gone.
    const due = new Date(Date.parse(publishAt) + 1000);
    await Promise.all([a.contentSchedules!.runDue(due), b.contentSchedules!.runDue(due)]);
    expect(await db.select().from(contentVersions)).toHaveLength(1);
    expect(await db.select().from(contentSchedules)).toEqual([]);
    expect(await english()).toMatchObject({ text: scheduled, version: 1 });
    expect((await english()).scheduled).toBeUndefined();
    const publishes = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "content.publish"), eq(auditEvents.actorId, editor.id)));
    expect(publishes).toHaveLength(1);
    expect(publishes[0]!.detail).toMatchObject({ scheduleId: expect.any(Number) });

    // Overtaken: a colleague publishes the language after it was scheduled. Nothing of the schedule is published; it
    // keeps the reason until it is cancelled.
    expect(
      (await editor.browser.put(SCHEDULE, { text: `${scheduled}Later.\n`, version: 1, publishAt })).statusCode,
    ).toBe(200);
    expect((await editor.browser.put(`${ENTRY}/en`, { text: `${scheduled}Now.\n`, version: 1 })).statusCode).toBe(200);
    await a.contentSchedules!.runDue(due);
    expect(await english()).toMatchObject({ text: `${scheduled}Now.\n`, version: 2 });
    expect((await english()).scheduled?.problem).toMatch(/published this language after it was scheduled/);
    expect(await db.select().from(auditEvents).where(eq(auditEvents.action, "content.schedule.failed"))).toHaveLength(
      1,
    );
    expect((await editor.browser.delete(SCHEDULE)).statusCode).toBe(200);
    expect((await editor.browser.delete(SCHEDULE)).statusCode).toBe(404);
    expect((await english()).scheduled).toBeUndefined();

    // A text whose generation fails when it is due (the checks passed when it was scheduled): the publish is undone and
    // the schedule kept with the generator's reason.
    const breaking = `${scheduled}Now.\n${BREAKS_THE_TEMPLATE}\n`;
    expect((await editor.browser.put(SCHEDULE, { text: breaking, version: 2, publishAt })).statusCode).toBe(200);
    await b.contentSchedules!.runDue(due);
    expect(await english()).toMatchObject({ text: `${scheduled}Now.\n`, version: 2 });
    expect((await english()).scheduled).toMatchObject({ text: breaking, problem: templateProblem });
    const [document] = await db.select().from(contentDocuments);
    expect(document!.version).toBe(2);
  }, 120_000);
});
