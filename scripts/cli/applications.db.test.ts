import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { applications } from "../../server/db/schema";
import { BACKENDS, tempDir, testConfig } from "../../server/testing/support";

const cli = (args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, ["--import", "tsx", "scripts/cli/applications.ts", ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });

describe.each(BACKENDS)("npm run applications on %s", (backend) => {
  it("lists, filters, exports CSV with formula cells neutralised, and writes a CV with get --out", async () => {
    const config = await testConfig(backend);
    const database = await openDatabase(config);
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
    await database.close();
    const env = { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? "" };

    expect(cli(["list"], env)).toMatch(/^2 applications/);
    expect(cli(["list", "--role", "qa-engineer"], env)).toMatch(/^1 application for qa-engineer/);
    expect(cli(["list", "--since", "2026-04-01"], env)).toMatch(/^1 application since 2026-04-01/);
    const csv = cli(["export"], env).split("\n");
    expect(csv[0]).toBe("id,date,role,name,email,phone,location,linkedin,github,portfolio,note,cv,sha256");
    expect(csv[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv[1]).toContain("'@SUM(1+1)");
    expect(csv).toHaveLength(4);

    const out = path.join(tempDir("cv"), "cv.pdf");
    expect(JSON.parse(cli(["get", String(first!.id), "--out", out], env))).toMatchObject({
      id: first!.id,
      cvType: "pdf",
      cvWrittenTo: out,
    });
    expect(readFileSync(out).equals(cv)).toBe(true);
    const missing = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/cli/applications.ts", "get", "999999", "--out", `${out}.2`],
      { env: { ...process.env, ...env }, encoding: "utf8" },
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No application #999999");
  }, 60_000);
});
