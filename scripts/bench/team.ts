/**
 * `npm run bench:team [-- --leads 50000] [--applications 5000] [--runs 200] [--only pglite|postgres]`
 * The workspace's inbox at a real agency's scale (decision 026; the target: p95 ≤ 50 ms on both databases). For each
 * database, a fresh one is seeded with made-up leads and applications (scripts/cli/seed-team-data.ts): PGlite in a
 * temporary directory, and PostgreSQL in a temporary database on DATABASE_URL's server when it is set (dropped
 * afterwards; the role needs CREATEDB), else in a throw-away cluster (server/testing/postgres.ts). The app is built in
 * process (buildApp) with a signed-in owner, and each list request is timed through Fastify's whole pipeline (inject:
 * the gate, validation, the queries, serialisation; no socket). Prints p50 and p95 per request and exits 1 when any p95
 * is over 50 ms.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../../server/app";
import { readConfig, type ServerConfig } from "../../server/config";
import { queryRows } from "../../server/db/client";
import { teamMembers } from "../../server/db/schema";
import { encodeCursor } from "../../server/team/list-query";
import { createSession } from "../../server/team/session";
import { startCluster } from "../../server/testing/postgres";
import { makeBuildDir } from "../../server/testing/support";
import { seedTeamData } from "../cli/seed-team-data";

const P95_LIMIT_MS = 50;
const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "50000" },
    applications: { type: "string", default: "5000" },
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
    { name: "applications, first page", urls: ["/api/team/applications"] },
    {
      name: "applications, status and search",
      urls: ["/api/team/applications?status=interview&q=khan", "/api/team/applications?q=xyzzy"],
    },
  ];
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

/** A temporary database on DATABASE_URL's server, or a throw-away cluster: its URL and how to get rid of it. */
async function temporaryPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const cluster = await startCluster();
    return { url: cluster.url, drop: async () => cluster.stop() };
  }
  const name = `bench_team_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}

async function bench(kind: "pglite" | "postgres"): Promise<{ name: string; p50: number; p95: number }[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "alphai-bench-team-"));
  const postgres = kind === "postgres" ? await temporaryPostgres() : undefined;
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
    console.error(
      `${kind}: seeded ${values.leads} leads and ${values.applications} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // PostgreSQL as its autovacuum leaves a table soon after a bulk load (else it runs during the measurements);
    // PGlite has none, and gathers its statistics itself at start (server/team/statistics.ts; the seed did too).
    if (kind === "postgres") await db.execute(sql`VACUUM ANALYZE contacts, applications`);
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
