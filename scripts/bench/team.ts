/**
 * `npm run bench:team [-- --leads 50000] [--applications 5000] [--timeline 200000] [--runs 200] [--only pglite|postgres]`
 * The workspace's inbox at a real agency's scale (decision 026; the target: p95 ≤ 50 ms on both databases). For each
 * database, a fresh one is seeded with made-up leads and applications (scripts/cli/seed-team-data.ts): PGlite in a
 * temporary directory, and PostgreSQL in a temporary database on DATABASE_URL's server when it is set (dropped
 * afterwards; the role needs CREATEDB), else in a throw-away cluster (server/testing/postgres.ts). The app is built in
 * process (buildApp) with a signed-in owner, and each list request is timed through Fastify's whole pipeline (inject:
 * the gate, validation, the queries, serialisation; no socket). Prints p50 and p95 per request and exits 1 when any p95
 * is over 50 ms.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { readConfig, type ServerConfig } from "../../server/config";
import { queryRows, type Db } from "../../server/db/client";
import { teamMembers } from "../../server/db/schema";
import { encodeCursor } from "../../server/team/list-query";
import { createSession } from "../../server/team/session";
import { temporaryPostgres } from "../../server/testing/postgres";
import { makeBuildDir } from "../../server/testing/support";
import { seedTeamData } from "../cli/seed-team-data";

const P95_LIMIT_MS = 50;
const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "50000" },
    applications: { type: "string", default: "5000" },
    timeline: { type: "string", default: "200000" },
    runs: { type: "string", default: "200" },
    only: { type: "string" },
  },
});
const runs = Number(values.runs);

interface Case {
  readonly name: string;
  /** The URLs to request, in turn (a search tries several terms). */
  readonly urls: readonly string[];
  /** As a member who never marked anything seen (every lead unseen), instead of the owner. */
  readonly fresh?: boolean;
  /** Sent as a POST with this body (from the site's origin), instead of a GET. */
  readonly post?: object;
}

/** The requests timed: the lists as the workspace's pages ask for them. */
async function cases(app: FastifyInstance): Promise<Case[]> {
  const [deep] = await queryRows<{ id: number }>(
    app.database.db,
    sql`SELECT id FROM contacts ORDER BY id DESC OFFSET 40000 LIMIT 1`,
  );
  const [service] = await queryRows<{ service: string }>(
    app.database.db,
    sql`SELECT service FROM contacts WHERE service IS NOT NULL LIMIT 1`,
  );
  // The lead with the longest timeline (seedTimeline gives the newest leads the most).
  const [busy] = await queryRows<{ id: number }>(
    app.database.db,
    sql`SELECT lead_id AS id FROM lead_notes GROUP BY lead_id ORDER BY count(*) DESC, lead_id DESC LIMIT 1`,
  );
  const leads = (query: string) => `/api/team/leads${query}`;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: "leads, first page", urls: [leads("")] },
    { name: "leads, a page 40,000 deep (cursor)", urls: [leads(`?cursor=${encodeCursor(deep?.id ?? 1)}`)] },
    { name: "leads, status filter (won, 5 %)", urls: [leads("?status=won")] },
    { name: "leads, status and service", urls: [leads(`?status=qualified&service=${service?.service ?? "none"}`)] },
    { name: "leads, assignee me", urls: [leads("?assignee=me")] },
    { name: "leads, unseen only (a week's, 500 opened)", urls: [leads("?seen=unseen")] },
    { name: "leads, first page, all unseen (exact count)", urls: [leads("")], fresh: true },
    { name: "leads, unseen only, all unseen", urls: [leads("?seen=unseen&status=won")], fresh: true },
    { name: "a lead's detail, with notes and changes", urls: [leads(`/${deep?.id ?? 1}`)] },
    {
      name: "a reply queued (outbox, timeline, audit)",
      urls: [leads(`/${deep?.id ?? 1}/replies`)],
      post: { subject: "Your enquiry to Alphai", body: "Hello,\n\nthank you for your enquiry.\n\nBest regards," },
    },
    { name: "leads, one month", urls: [leads(`?from=${day(400)}&to=${day(370)}`)] },
    {
      name: "leads, search (frequent terms)",
      urls: ["khan", "example.org", "northwind", "sofia"].map((q) => leads(`?q=${encodeURIComponent(q)}`)),
    },
    {
      name: "leads, search (rare and no match)",
      urls: ["mariam.khan1", "zoë müller", "xyzzy", "quantum freight"].map((q) => leads(`?q=${encodeURIComponent(q)}`)),
    },
    { name: "leads, search and status", urls: [leads("?q=example.net&status=lost")] },
    { name: "leads, sorted by status", urls: [leads("?sort=status")] },
    { name: "leads, sorted by due time", urls: [leads("?sort=due")] },
    { name: "leads, overdue only", urls: [leads("?due=overdue")] },
    { name: "leads, the total (apart from the page)", urls: [leads("/count"), leads("/count?status=new")] },
    { name: "leads, a search's total", urls: ["khan", "hamburg"].map((q) => leads(`/count?q=${q}`)) },
    {
      name: "leads, search in messages and notes",
      urls: ["hamburg", "kick-off", "pricing call", "lagos"].map((q) => leads(`?q=${encodeURIComponent(q)}`)),
    },
    { name: "My day", urls: [`/api/team/my-day?today=${day(0)}`] },
    { name: "the navigation's counts", urls: [`/api/team/counts?today=${day(0)}`] },
    { name: "a lead's detail, the longest timeline", urls: [leads(`/${busy?.id ?? 1}`)] },
    { name: "applications, first page", urls: ["/api/team/applications"] },
    {
      name: "applications, status and search",
      urls: ["/api/team/applications?status=interview&q=khan", "/api/team/applications?q=xyzzy"],
    },
  ];
}

/**
 * 200,000 timeline entries by default (issue 36's bench): notes (40 %), status and assignee changes (40 %), replies
 * (10 %) and follow-ups (10 %), one in ten on the newest 2,000 leads (a busy fortnight), the rest spread over all.
 */
async function seedTimeline(db: Db, total: number, members: readonly number[]) {
  const [owner, ...sales] = members as [number, ...number[]];
  const lead = (n: string) =>
    sql.raw(
      `(SELECT max(id) FROM contacts) - (CASE WHEN ${n} % 10 = 0 THEN (${n} / 10) % 2000 ELSE (${n} * 7919) % (SELECT count(*) FROM contacts) END)`,
    );
  const series = (share: number) => sql.raw(`generate_series(1, ${Math.round(total * share)}) AS n`);
  const notes = [
    "Called: they want a pricing call next week.",
    "Kick-off in Hamburg agreed for March.",
    "Sent the estimate; waiting for the board.",
    "Their CTO asked about the team in Lagos.",
  ];
  await db.execute(
    sql`INSERT INTO lead_notes (lead_id, author_id, body, created_at) SELECT ${lead("n")}, ${owner}, (ARRAY[${sql.join(
      notes.map((note) => sql`${note}`),
      sql`, `,
    )}])[1 + n % 4] || ' (' || n || ')', now() - (n % 700) * interval '1 day' FROM ${series(0.4)}`,
  );
  await db.execute(
    sql`INSERT INTO lead_events (lead_id, actor_id, version, kind, before, after, at) SELECT ${lead("n")}, ${sales[0] ?? owner}, 2 + n / 100000, CASE WHEN n % 2 = 0 THEN 'status' ELSE 'assignee' END, CASE WHEN n % 2 = 0 THEN 'new' ELSE NULL END, CASE WHEN n % 2 = 0 THEN 'contacted' ELSE ${String(owner)} END, now() - (n % 700) * interval '1 day' FROM ${series(0.4)}`,
  );
  await db.execute(
    sql`INSERT INTO lead_replies (lead_id, author_id, subject, body) SELECT ${lead("n")}, ${owner}, 'Your enquiry to Alphai', 'Hello,' || chr(10) || chr(10) || 'thank you for your enquiry. Would a call this week suit you?' || chr(10) || chr(10) || 'Best regards,' FROM ${series(0.1)}`,
  );
  await db.execute(
    sql`INSERT INTO lead_follow_ups (lead_id, member_id, due_on, note, done_at) SELECT ${lead("n")}, ${owner}, current_date + (n % 60) - 30, 'Call back about the offer.', CASE WHEN n % 3 = 0 THEN NULL ELSE now() END FROM ${series(0.1)}`,
  );
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(
  app: FastifyInstance,
  cookies: { owner: string; fresh: string },
  item: Case,
): Promise<{ p50: number; p95: number }> {
  const cookie = item.fresh ? cookies.fresh : cookies.owner;
  const request = (url: string) =>
    item.post
      ? app.inject({
          method: "POST",
          url,
          headers: { cookie, origin: "https://www.alphai.test" },
          payload: item.post,
        })
      : app.inject({ method: "GET", url, headers: { cookie } });
  for (const url of item.urls) {
    const response = await request(url);
    if (response.statusCode !== (item.post ? 201 : 200))
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await request(item.urls[run % item.urls.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function bench(kind: "pglite" | "postgres"): Promise<{ name: string; p50: number; p95: number }[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "alphai-bench-team-"));
  const postgres = kind === "postgres" ? await temporaryPostgres("bench_team") : undefined;
  const config: ServerConfig = {
    ...readConfig({}),
    buildDir: makeBuildDir(),
    dataDir,
    databaseUrl: postgres?.url,
    appSecret: "benchmark-secret-benchmark-secret-0123456789",
    logLevel: "warn",
    siteUrl: "https://www.alphai.test",
    siteOrigins: ["https://www.alphai.test"],
  };
  const app = await buildApp(config);
  try {
    await app.ready();
    const { db } = app.database;
    const members = await db
      .insert(teamMembers)
      .values([
        { email: "owner@example.test", name: "Owner", role: "owner" as const },
        ...[1, 2, 3].map((n) => ({ email: `sales${n}@example.test`, name: `Sales ${n}`, role: "sales" as const })),
      ])
      .returning({ id: teamMembers.id });
    const started = performance.now();
    await seedTeamData(db, {
      leads: Number(values.leads),
      applications: Number(values.applications),
      assignees: members.map((member) => member.id),
    });
    await seedTimeline(
      db,
      Number(values.timeline),
      members.map((member) => member.id),
    );
    console.error(
      `${kind}: seeded ${values.leads} leads, ${values.applications} applications and ${values.timeline} timeline entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // PostgreSQL as its autovacuum leaves a table soon after a bulk load (else it runs during the measurements);
    // PGlite has none, and gathers its statistics itself at start (server/team/statistics.ts; the seed did too).
    if (kind === "postgres")
      await db.execute(
        sql`VACUUM ANALYZE contacts, applications, lead_notes, lead_events, lead_replies, lead_follow_ups`,
      );
    else await db.execute(sql`ANALYZE`);
    // The owner looked at the inbox a week ago: the newest week's leads are new to them.
    await db.execute(
      sql`UPDATE team_members SET leads_seen_at = now() - interval '7 days', applications_seen_at = now() - interval '7 days' WHERE id = ${members[0]!.id}`,
    );
    // And opened 500 of that week's leads one by one (decision 043).
    await db.execute(
      sql`INSERT INTO lead_seen (member_id, lead_id) SELECT ${members[0]!.id}, id FROM contacts WHERE created_at > now() - interval '7 days' ORDER BY id LIMIT 500`,
    );
    const cookies = {
      owner: `__Host-alphai-team=${await createSession(db, members[0]!.id, "email")}`,
      fresh: `__Host-alphai-team=${await createSession(db, members[1]!.id, "email")}`,
    };
    const results = [];
    for (const item of await cases(app)) results.push({ name: item.name, ...(await time(app, cookies, item)) });
    return results;
  } finally {
    await app.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(config.buildDir, { recursive: true, force: true });
  }
}

const kinds = (["pglite", "postgres"] as const).filter((kind) => !values.only || values.only === kind);
const table: Record<string, Record<string, string>> = {};
let slow = false;
for (const kind of kinds) {
  for (const { name, p50, p95 } of await bench(kind)) {
    table[name] ??= {};
    table[name][`${kind} p50 ms`] = p50.toFixed(1);
    table[name][`${kind} p95 ms`] = p95.toFixed(1);
    if (p95 > P95_LIMIT_MS) slow = true;
  }
}
console.log(`${values.leads} leads, ${values.applications} applications, ${runs} requests per row`);
console.table(table);
if (slow) {
  console.error(`Some p95 is over ${P95_LIMIT_MS} ms.`);
  process.exitCode = 1;
}
