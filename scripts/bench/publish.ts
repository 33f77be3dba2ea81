/**
 * `npm run bench:publish [-- --runs 5]`
 * Publish to live (issue 37, decision 052; the target: p95 ≤ 60 s on a 2-core machine): two instances of the built
 * site (`npm run build` first) on one PostgreSQL (a temporary database on DATABASE_URL's server when it is set, else a
 * throw-away cluster), each with its own DATA_DIR and the default CONTENT_POLL_MS. An editor publishes an article's
 * text on the first, as the workspace's Publish button does (PUT, through Fastify's whole pipeline), and the clock runs
 * from the request until the second instance serves the page with the new text. Each run publishes a new version of
 * the same article. Prints, per run, the publish's answer on the first instance and the page live on the second, then
 * p50 and p95 of the second, and exits 1 when that p95 is over 60 s.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { readConfig, type ServerConfig } from "../../server/config";
import { teamMembers } from "../../server/db/schema";
import { createSession } from "../../server/team/session";
import { temporaryPostgres } from "../../server/testing/postgres";

const LIMIT_S = 60;
const SLUG = "budgeting-a-mobile-app-in-2026";
const PAGE = `/resource/${SLUG}`;
const SENTENCE = "A useful exercise before asking for quotes";
const ORIGIN = "https://www.alphai.test";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Number(values.runs);
const build = path.resolve("build");
const generator = path.join(build, "node", "cli", "generate.js");
const text = readFileSync(path.resolve("content/articles", `${SLUG}.md`), "utf8");
if (!text.includes(SENTENCE)) throw new Error(`content/articles/${SLUG}.md no longer has the sentence this edits`);

const instanceConfig = (databaseUrl: string, dataDir: string): ServerConfig => ({
  ...readConfig({}),
  buildDir: path.join(build, "client"),
  dataDir,
  databaseUrl,
  appSecret: "benchmark-secret-benchmark-secret-0123456789",
  logLevel: "warn",
  siteUrl: ORIGIN,
  siteOrigins: [ORIGIN],
});

const served = async (app: FastifyInstance, marker: string) =>
  (await app.inject({ method: "GET", url: PAGE })).body.includes(marker);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const postgres = await temporaryPostgres("bench_publish");
const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "alphai-bench-publish-")));
const apps: FastifyInstance[] = [];
let failed: boolean;
try {
  for (const dir of dirs) {
    const app = await buildApp(instanceConfig(postgres.url, dir), { generator });
    await app.ready();
    apps.push(app);
  }
  const [first, second] = apps as [FastifyInstance, FastifyInstance];
  const [editor] = await first.database.db
    .insert(teamMembers)
    .values({ email: "editor@example.test", name: "Editor", role: "editor" })
    .returning({ id: teamMembers.id });
  const cookie = `__Host-alphai-team=${await createSession(first.database.db, editor!.id, "email")}`;
  const live: number[] = [];
  let version: number | null = null;
  for (let run = 1; run <= runs; run += 1) {
    const marker = `the team's edit number ${run} of ${randomBytes(4).toString("hex")}`;
    const started = performance.now();
    const answer = await first.inject({
      method: "PUT",
      url: `/api/team/content/articles/${SLUG}/en`,
      headers: { cookie, origin: ORIGIN },
      payload: { text: text.replace(SENTENCE, `${SENTENCE}, ${marker},`), version },
    });
    const answered = (performance.now() - started) / 1000;
    if (answer.statusCode !== 200) throw new Error(`publish ${run} answered ${answer.statusCode}: ${answer.body}`);
    version = (version ?? 0) + 1;
    if (!(await served(first, marker))) throw new Error(`publish ${run}: the first instance does not serve it`);
    while (!(await served(second, marker))) {
      if (performance.now() - started > 5 * 60_000) throw new Error(`publish ${run}: not live within 5 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    live.push(seconds);
    console.log(
      `run ${run}: published on the first instance in ${answered.toFixed(1)} s, live on the second in ${seconds.toFixed(1)} s`,
    );
  }
  live.sort((a, b) => a - b);
  const p95 = percentile(live, 95);
  console.log(
    `publish to live on the second instance, ${runs} runs: p50 ${percentile(live, 50).toFixed(1)} s, p95 ${p95.toFixed(1)} s (target ≤ ${LIMIT_S} s)`,
  );
  failed = p95 > LIMIT_S;
} finally {
  for (const app of apps) await app.close();
  await postgres.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
