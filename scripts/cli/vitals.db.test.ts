import { describe, expect, it } from "vitest";
import { startAppWith } from "../../server/testing/app";
import { runCommand } from "../../server/testing/spawn";
import { testConfig } from "../../server/testing/support";

/** Runs the command; its queries go through the test's running server (decision 034). */
const vitals = async (args: string[], env: Record<string, string>) => {
  const result = await runCommand("vitals", args, env);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

describe("npm run vitals", () => {
  it("prints the p75 of each metric per route, as a table and as JSON", async () => {
    const config = await testConfig("pglite");
    const app = await startAppWith(config);
    const report = (path: string, name: string, values: number[]) =>
      app.inject({
        method: "POST",
        url: "/api/vitals",
        payload: values.map((value, i) => ({ name, value, rating: "good", id: `${name}-${path}-${i}`, path })),
      });
    expect((await report("/", "LCP", [1000, 1200, 1400, 2600])).statusCode).toBe(204);
    await report("/", "CLS", [0, 0.1]);
    await report("/contactus", "TTFB", [80]);

    const env = { DATA_DIR: config.dataDir, DATABASE_URL: "" };
    const json = JSON.parse(await vitals(["--format", "json"], env)) as unknown;
    expect(json).toEqual([
      { path: "/", metrics: { LCP: { p75: 1700, samples: 4 }, CLS: { p75: expect.closeTo(0.075, 10), samples: 2 } } },
      { path: "/contactus", metrics: { TTFB: { p75: 80, samples: 1 } } },
    ]);
    const table = await vitals([], env);
    expect(table).toMatch(/^p75 per route \(samples in brackets\), 2 routes/);
    expect(table).toContain("1,700 ms (4)");
    expect(table).toContain("0.075 (2)");
    expect(JSON.parse(await vitals(["--format", "json", "--since", "2999-01-01"], env))).toEqual([]);
  }, 60_000);
});
