/**
 * Publishing at a time (issue 37, decision 052):
 *
 * - PUT /api/team/content/<collection>/<slug>/<locale>/schedule `{ text, version, publishAt }`: the language's text to
 *   publish at `publishAt` (at least a minute ahead, at most a year). The content is checked with it now, as a publish
 *   is (422 with the build's messages, nothing saved), and it is based on the document's `version` as a publish is
 *   (409 when a colleague published since). One schedule per language: a new one replaces it. A language the entry is
 *   not in yet takes one too (`version: null`): its first version, published then (decision 056). With no document
 *   yet, the repository's file it was written on is recorded (its hash, or none): a deploy that changes it fails the
 *   schedule, as a conflict would, rather than publish over a developer's change.
 * - DELETE the same: the schedule cancelled (404 when there is none).
 *
 * Every instance looks for due schedules every CONTENT_POLL_MS (`ContentSchedules`); each is published by the same
 * checks, save and generation as a publish, in the name of the member who scheduled it. The instance that saves it
 * deletes the schedule in the same transaction, so it is published once. A schedule that cannot be published (the
 * language was published after it was scheduled, or the site cannot be made with it any more) publishes nothing and
 * keeps the reason, shown in the editor until it is replaced or cancelled; audited `content.schedule.failed`.
 */
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { z } from "zod";
import { locales } from "../../app/shared/locale";
import type { TeamRole } from "../../app/shared/team-api";
import type { Db } from "../db/client";
import { repositoryFile } from "../../content/collections";
import { sha256 } from "../content-files";
import { contentSchedules } from "../db/schema";
import type { SiteGenerations } from "../site-generations";
import { audit } from "./audit";
import {
  checkChanges,
  conflict,
  documentOf,
  entryOf,
  isEntry,
  PUBLISHERS,
  publishChanges,
  publishInput,
  publishingGenerations,
  refused,
  slugParam,
  whereSchedule,
  type EntryLanguage,
  type Publishable,
} from "./content-publish";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400 } from "./list-query";

/** The earliest and the latest a text may be scheduled for, from now. */
const EARLIEST_MS = 60_000;
const LATEST_MS = 366 * 86_400_000;

const scheduleInput = publishInput.extend({
  publishAt: z.iso.datetime({ offset: true, error: "Give the time to publish as a date and a time." }),
});

const subjectOf = (entry: EntryLanguage) => `${entry.collection}/${entry.slug}/${entry.locale}`;

/** The entry's language a route's parameters name, if they name one. */
function entryOfParams(collection: Publishable, params: { slug: string; locale: string }): EntryLanguage | undefined {
  const slug = slugParam.safeParse(params.slug);
  const locale = locales.find((candidate) => candidate === params.locale);
  return slug.success && locale ? { collection, slug: slug.data, locale } : undefined;
}

/** The routes that schedule and cancel, for who may publish the collection. */
export function contentScheduleRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db } = deps;
  for (const [collection, roles] of Object.entries(PUBLISHERS) as [Publishable, readonly TeamRole[]][]) {
    const config = { team: { roles } };
    const entryFrom = (params: unknown) => entryOfParams(collection, params as { slug: string; locale: string });
    const path = `/api/team/content/${collection}/:slug/:locale/schedule`;

    app.put(path, { config, bodyLimit: 1024 * 1024 }, async (request, reply) => {
      const entry = entryFrom(request.params);
      if (!entry || !(await isEntry(db, collection, entry.slug)))
        return reply.code(404).send({ error: "There is no such entry." });
      const input = parseOr400(scheduleInput, request.body, reply);
      if (!input) return reply;
      const publishAt = new Date(input.publishAt);
      const now = Date.now();
      if (publishAt.getTime() < now + EARLIEST_MS || publishAt.getTime() > now + LATEST_MS)
        return reply.code(400).send({
          error: "Choose another time to publish.",
          fields: { publishAt: "Choose a time at least a minute from now and within a year." },
        });
      const current = await documentOf(db, collection, entry.slug, entry.locale);
      if ((current?.version ?? null) !== input.version) return conflict(reply, db, entry, "version");
      const generations = await publishingGenerations(request, reply, deps);
      if (!generations) return reply;
      const change = { entry, text: input.text, version: input.version };
      const { problems } = await checkChanges(db, generations, [change]);
      if (problems.length) return refused(reply, problems);
      const memberId = memberOf(request).member.id;
      const repositoryHash = input.version === null ? repositoryHashOf(entry) : null;
      await db.transaction(async (tx) => {
        const values = {
          text: input.text,
          baseVersion: input.version,
          repositoryHash,
          publishAt,
          createdBy: memberId,
          problem: null,
        };
        await tx
          .insert(contentSchedules)
          .values({ ...entry, ...values })
          .onConflictDoUpdate({
            target: [contentSchedules.collection, contentSchedules.slug, contentSchedules.locale],
            set: { ...values, createdAt: new Date() },
          });
        await audit(tx, {
          actorId: memberId,
          action: "content.schedule",
          subjectType: "content",
          subjectId: subjectOf(entry),
          detail: { publishAt: publishAt.toISOString() },
        });
      });
      return { entry: await entryOf(db, app.siteContent, collection, entry.slug) };
    });

    app.delete(path, { config }, async (request, reply) => {
      const entry = entryFrom(request.params);
      if (!entry) return reply.code(404).send({ error: "There is no such entry." });
      const memberId = memberOf(request).member.id;
      const removed = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(contentSchedules)
          .where(whereSchedule(entry))
          .returning({ id: contentSchedules.id });
        if (rows.length)
          await audit(tx, {
            actorId: memberId,
            action: "content.schedule.cancel",
            subjectType: "content",
            subjectId: subjectOf(entry),
          });
        return rows.length;
      });
      if (!removed) return reply.code(404).send({ error: "Nothing is scheduled for this language." });
      return { entry: await entryOf(db, app.siteContent, collection, entry.slug) };
    });
  }
}

type Schedule = typeof contentSchedules.$inferSelect;

/** The SHA-256 of the repository's file of the entry's language, or "none" (`contentSchedules.repositoryHash`). */
function repositoryHashOf(entry: EntryLanguage): string {
  const file = repositoryFile(entry.collection, entry.slug, entry.locale);
  return file === undefined ? "none" : sha256(file);
}

/** Publishes the schedules that are due, on every instance; one instance publishes each (decision 052). */
export class ContentSchedules {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly generations: SiteGenerations,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Looks for due schedules every `pollMs` (none: only when asked, `runDue`). */
  start(pollMs: number): void {
    if (pollMs > 0) this.timer = setInterval(() => void this.runDue().catch(() => {}), pollMs).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => {});
  }

  /** Publishes what is due by `now`, one after the other; a run under way is joined, not started again. */
  runDue(now = new Date()): Promise<void> {
    this.running ??= this.publishDue(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async publishDue(now: Date): Promise<void> {
    const due = await this.db
      .select()
      .from(contentSchedules)
      .where(and(lte(contentSchedules.publishAt, now), isNull(contentSchedules.problem)))
      .orderBy(asc(contentSchedules.publishAt))
      .limit(20);
    for (const schedule of due) {
      if (this.stopped) return;
      try {
        await this.publishOne(schedule);
      } catch (error) {
        // Left as it is (storage away, say): tried again at the next run.
        this.log.error({ err: error, scheduleId: schedule.id }, "content: a scheduled publish failed; tried again");
      }
    }
  }

  private async publishOne(schedule: Schedule): Promise<void> {
    const entry: EntryLanguage = {
      collection: schedule.collection as Publishable,
      slug: schedule.slug,
      locale: schedule.locale,
    };
    const current = await documentOf(this.db, entry.collection, entry.slug, entry.locale);
    if ((current?.version ?? null) !== schedule.baseVersion)
      return this.fail(
        schedule,
        `${current?.updatedBy ?? "Someone"} published this language after it was scheduled, so the scheduled text was not published.`,
      );
    // Written on the repository's file (or on none): a deploy that changed it since is a developer's change to keep.
    if (!current && schedule.repositoryHash !== null && schedule.repositoryHash !== repositoryHashOf(entry))
      return this.fail(
        schedule,
        "The site's own file of this language changed after it was scheduled (a developer's change, deployed), so the scheduled text was not published: compare the two and schedule it again.",
      );
    const outcome = await publishChanges(
      this.db,
      this.generations,
      [{ entry, text: schedule.text, version: schedule.baseVersion }],
      schedule.createdBy,
      schedule.id,
    );
    if (outcome.ok) {
      this.log.info({ scheduleId: schedule.id, revision: outcome.revision }, "content: a scheduled text published");
      return;
    }
    // Published by another instance, or another publish came first (the next run tries again).
    if ("conflict" in outcome) {
      if (outcome.conflict === "version")
        await this.fail(schedule, "The language was published after it was scheduled; the scheduled text was not.");
      return;
    }
    await this.fail(schedule, outcome.problems[0] ?? "The site could not be made with the scheduled text.");
  }

  /** Keeps the schedule with the reason it was not published (again, if its publish took it and was undone). */
  private async fail(schedule: Schedule, problem: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const kept = await tx
        .update(contentSchedules)
        .set({ problem })
        .where(eq(contentSchedules.id, schedule.id))
        .returning({ id: contentSchedules.id });
      if (!kept.length) {
        const { collection, slug, locale, text, baseVersion, publishAt, createdBy, createdAt } = schedule;
        await tx
          .insert(contentSchedules)
          .values({ collection, slug, locale, text, baseVersion, publishAt, createdBy, createdAt, problem })
          .onConflictDoNothing();
      }
      await audit(tx, {
        actorId: schedule.createdBy,
        action: "content.schedule.failed",
        subjectType: "content",
        subjectId: `${schedule.collection}/${schedule.slug}/${schedule.locale}`,
        detail: { problem },
      });
    });
    this.log.warn({ scheduleId: schedule.id }, "content: a scheduled text was not published");
  }
}
