import { asc, count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, contacts, teamMembers } from "../../server/db/schema";
import { startAppWith } from "../../server/testing/app";
import { runCommand } from "../../server/testing/spawn";
import { BACKENDS, testConfig } from "../../server/testing/support";

/** Runs the command; on the embedded database its queries go through the test's running server (decision 034). */
const run = (args: string[], env: Record<string, string>) => runCommand("seed-team", args, env);

describe.each(BACKENDS)("npm run seed:team on %s", (backend) => {
  it("writes made-up leads in the order of their dates and applications within the retention period, and refuses to mix them into real ones", async () => {
    const config = await testConfig(backend, { applicationRetentionDays: 30 });
    const env = { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? "", APPLICATION_RETENTION_DAYS: "30" };
    // The server runs while the command seeds its database.
    const database = await startAppWith(config).then((app) => app.database);
    const [sales] = await database.db
      .insert(teamMembers)
      .values({ email: "sam@alphai.test", name: "Sam", role: "sales" })
      .returning({ id: teamMembers.id });

    const refusals = await Promise.all(
      [["--leads", "many"], ["--applications", "-1"], ["--bogus"]].map((args) => run(args, env)),
    );
    for (const refused of refusals) expect(refused.status).not.toBe(0);
    const seeded = await run(["--leads", "1200", "--applications", "40"], env);
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toMatch(/^1200 leads and 40 applications written/);
    const again = await run(["--leads", "10", "--applications", "0"], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already holds 1200 leads and 40 applications");
    expect((await run(["--leads", "10", "--applications", "0", "--append"], env)).status).toBe(0);

    {
      const leads = await database.db
        .select({ createdAt: contacts.createdAt, email: contacts.email, assigneeId: contacts.assigneeId })
        .from(contacts)
        .orderBy(asc(contacts.id));
      expect(leads).toHaveLength(1210);
      const times = leads.slice(0, 1200).map((lead) => lead.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(leads.slice(0, 1200).map((lead) => lead.email)).size).toBe(1200);
      // Reserved example domains only (RFC 2606): no mail to a real person, ever.
      expect(
        leads.every((lead) => /^[a-z0-9.]+@(example\.(com|org|net)|mail\.example|corp\.example)$/.test(lead.email)),
      ).toBe(true);
      expect(new Set(leads.map((lead) => lead.assigneeId))).toEqual(new Set([null, sales!.id]));
      const oldest = (
        await database.db
          .select({ createdAt: applications.createdAt })
          .from(applications)
          .orderBy(asc(applications.id))
          .limit(1)
      )[0]!;
      expect(Date.now() - oldest.createdAt.getTime()).toBeLessThan(30 * 24 * 60 * 60_000);
      expect((await database.db.select({ n: count() }).from(applications))[0]!.n).toBe(40);
    }
  }, 120_000);
});
