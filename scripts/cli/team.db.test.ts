import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "../../server/config";
import { auditEvents, teamMembers, teamSignInRequests } from "../../server/db/schema";
import { startAppWith } from "../../server/testing/app";
import { runCommand } from "../../server/testing/spawn";
import { BACKENDS, testConfig } from "../../server/testing/support";
import { readSignInMail, TestBrowser } from "../../server/testing/team";

const OWNER = "owner@alphai.test";

/** The real command, beside the test's running server (on PGlite its queries go through it: decision 034). */
const team = (args: string[], config: ServerConfig) =>
  runCommand("team", args, {
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? "",
    SITE_URL: config.siteUrl,
    TEAM_OWNER_EMAIL: OWNER,
  });

const tokenIn = (output: string) =>
  /^https:\/\/www\.alphai\.test\/team\/sign-in\?token=([A-Za-z0-9_-]{43})$/m.exec(output)?.[1];

describe.each(BACKENDS)("npm run team -- sign-in-link on %s", (backend) => {
  it("prints a link that signs a member in once, in any browser, retires their mailed code, and is audited; a fresh install's owner enters by it", async () => {
    const lines: string[] = [];
    const config = await testConfig(backend, { logLevel: "info" });
    const app = await startAppWith(config, { logStream: { write: (line) => void lines.push(line) } });
    const { db } = app.database;

    // A fresh install, no member yet and no SMTP: TEAM_OWNER_EMAIL's address is made the owner, and enters.
    const printed = await team(["sign-in-link", "Owner@Alphai.test"], config);
    expect(printed.status, printed.stderr).toBe(0);
    const ownerToken = tokenIn(printed.stdout);
    expect(ownerToken).toBeDefined();
    const owner = new TestBrowser(app);
    const signedIn = await owner.post("/api/team/sign-in/link", { token: ownerToken });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ member: { email: OWNER, role: "owner" } });
    expect((await owner.get("/api/team/me")).statusCode).toBe(200);
    expect((await owner.get("/api/team/sessions")).json()).toMatchObject({ sessions: [{ method: "operator" }] });
    // Once.
    expect((await new TestBrowser(app).post("/api/team/sign-in/link", { token: ownerToken })).statusCode).toBe(400);

    // A member whose mail did not come: the printed link retires the mailed link and code.
    const [sales] = await db
      .insert(teamMembers)
      .values({ email: "sales@alphai.test", name: "Sami Sales", role: "sales" })
      .returning({ id: teamMembers.id });
    const asking = new TestBrowser(app);
    expect((await asking.post("/api/team/sign-in/email", { email: "sales@alphai.test" })).statusCode).toBe(200);
    const mail = (await readSignInMail(app, "sales@alphai.test"))!;
    const forSales = await team(["sign-in-link", "sales@alphai.test"], config);
    expect(forSales.status, forSales.stderr).toBe(0);
    expect(forSales.stdout).toContain("Sami Sales (sales)");
    expect((await asking.post("/api/team/sign-in/code", { code: mail.code })).statusCode).toBe(400);
    expect((await asking.post("/api/team/sign-in/link", { token: mail.token })).statusCode).toBe(400);
    const other = new TestBrowser(app);
    expect((await other.post("/api/team/sign-in/link", { token: tokenIn(forSales.stdout) })).statusCode).toBe(200);

    // An address of nobody on the team: exit 1, nothing written.
    const requests = (await db.select().from(teamSignInRequests)).length;
    const nobody = await team(["sign-in-link", "stranger@example.org"], config);
    expect(nobody.status).toBe(1);
    expect(nobody.stdout).toBe("");
    expect(nobody.stderr).toMatch(/No member of the team has the address stranger@example\.org/);
    expect(await db.select().from(teamSignInRequests)).toHaveLength(requests);

    // Audited as the operator's, under the member; and nothing of any sign-in in the server's log.
    const issued = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "sign-in-link.issue"), eq(auditEvents.subjectType, "member")));
    expect(issued.map((event) => [event.actorId, event.subjectId, event.detail])).toEqual([
      [null, String(signedIn.json<{ member: { id: number } }>().member.id), { by: "operator" }],
      [null, String(sales!.id), { by: "operator" }],
    ]);
    await app.outbox.idle();
    const log = lines.join("\n");
    for (const secret of [ownerToken!, tokenIn(forSales.stdout)!, mail.token, mail.code, OWNER, "sales@alphai.test"])
      expect(log).not.toContain(secret);
  }, 120_000);
});

describe("npm run team", () => {
  it("refuses bad arguments with the usage and exit status 2", async () => {
    const config = await testConfig("pglite");
    const refusals = [
      [],
      ["sign-in-link"],
      ["sign-in-link", "not-an-address"],
      ["sign-in-link", "a@b.c", "d@e.f"],
      ["invite", "a@b.c"],
      ["--bogus"],
    ];
    const refused = await Promise.all(refusals.map((args) => team(args, config)));
    for (const [index, args] of refusals.entries()) {
      expect(refused[index]!.status, args.join(" ")).toBe(2);
      expect(refused[index]!.stderr).toContain("usage: npm run team");
    }
  }, 60_000);
});
