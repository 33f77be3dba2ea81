import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applications } from "../../server/db/schema";
import { startAppWith } from "../../server/testing/app";
import { runCommand } from "../../server/testing/spawn";
import { BACKENDS, tempDir, testConfig } from "../../server/testing/support";

const run = (args: string[], env: Record<string, string>) => runCommand("applications", args, env);
const cli = async (args: string[], env: Record<string, string>) => {
  const result = await run(args, env);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

describe.each(BACKENDS)("npm run applications on %s", (backend) => {
  it("lists, filters, exports CSV with formula cells neutralised, and writes a CV with get --out, while the server runs", async () => {
    const config = await testConfig(backend);
    // The server runs: on the embedded database the command's queries go through it (decision 034).
    const database = await startAppWith(config).then((app) => app.database);
    const cv = Buffer.from("%PDF-1.4\nthe CV\n%%EOF\n");
    const base = {
      email: "eve@example.org",
      cvType: "pdf" as const,
      cv,
      cvSize: cv.length,
      cvSha256: "ab".repeat(32),
      consentAt: new Date(),
    };
    const [first] = await database.db
      .insert(applications)
      .values([
        {
          ...base,
          role: "senior-react-engineer-lahore",
          name: '=HYPERLINK("http://evil.example","x")',
          note: "@SUM(1+1)",
          createdAt: new Date("2026-03-01T10:00:00Z"),
        },
        { ...base, role: "qa-engineer", name: "Jonas", createdAt: new Date("2026-05-01T10:00:00Z") },
      ])
      .returning({ id: applications.id });
    const env = { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? "" };

    expect(await cli(["list"], env)).toMatch(/^2 applications/);
    expect(await cli(["list", "--role", "qa-engineer"], env)).toMatch(/^1 application for qa-engineer/);
    expect(await cli(["list", "--since", "2026-04-01"], env)).toMatch(/^1 application since 2026-04-01/);
    const csv = (await cli(["export"], env)).split("\n");
    expect(csv[0]).toBe("id,date,role,name,email,phone,location,linkedin,github,portfolio,note,cv,sha256");
    expect(csv[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv[1]).toContain("'@SUM(1+1)");
    expect(csv).toHaveLength(4);

    const out = path.join(tempDir("cv"), "cv.pdf");
    expect(JSON.parse(await cli(["get", String(first!.id), "--out", out], env))).toMatchObject({
      id: first!.id,
      cvType: "pdf",
      cvWrittenTo: out,
    });
    expect(readFileSync(out).equals(cv)).toBe(true);
    const missing = await run(["get", "999999", "--out", `${out}.2`], env);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No application #999999");
  }, 60_000);
});
