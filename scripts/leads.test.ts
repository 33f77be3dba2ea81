import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { subscribers } from "../server/db/schema";
import { formToken, testConfig } from "../server/testing/support";

const leads = (args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, ["--import", "tsx", "scripts/leads.ts", ...args], { env: { ...process.env, ...env }, encoding: "utf8" });

describe("npm run leads", () => {
  it("exports contacts and confirmed subscribers only, as JSON and CSV, filtered by date", async () => {
    const config = await testConfig("pglite");
    const app = await buildApp(config);
    const post = (url: string, payload: object) =>
      app.inject({ method: "POST", url, payload: { ...payload, formToken: formToken(url === "/api/contact" ? "contact" : "subscribe") } });
    expect((await post("/api/contact", { name: "Nadia, \"The\" Client", email: "nadia@example.org", message: "Quote me, with commas, please.", consent: true })).statusCode).toBe(201);
    await post("/api/subscribe", { email: "confirmed@example.org" });
    await post("/api/subscribe", { email: "pending@example.org" });
    await app.database.db.update(subscribers).set({ status: "confirmed", confirmedAt: new Date() }).where(eq(subscribers.email, "confirmed@example.org"));
    await app.close();

    const env = { DATA_DIR: config.dataDir, DATABASE_URL: "" };
    const rows = JSON.parse(leads(["export", "--format", "json"], env)) as { type: string; email: string; name: string }[];
    expect(rows.map((row) => [row.type, row.email])).toEqual([
      ["contact", "nadia@example.org"],
      ["subscriber", "confirmed@example.org"],
    ]);
    const csv = leads(["export"], env);
    expect(csv.split("\n")[0]).toBe("type,date,name,email,company,phone,service,budget,message");
    expect(csv).toContain('"Nadia, ""The"" Client"');
    expect(JSON.parse(leads(["export", "--format", "json", "--since", "2999-01-01"], env))).toEqual([]);
    expect(leads(["list"], env)).toMatch(/^1 contact, 1 confirmed subscriber/);
  }, 60_000);
});
