import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { buildApp } from "../../server/app";
import { vitalPercentiles } from "../../server/api/vitals-report";
import { readConfig } from "../../server/config";

// A private server, so the test can read the database the beacons were stored in.
test("a visit's web vitals arrive by beacon at /api/vitals and are stored for the p75 report", async ({ browser }) => {
  // This test starts a server of its own in the worker: a fresh embedded database (initdb and every migration) and the
  // whole build in memory, which on the loaded CI machine took most of the default minute. A wait, not a limit tested.
  test.setTimeout(150_000);
  const app = await buildApp({
    ...readConfig({}),
    dataDir: mkdtempSync(path.join(tmpdir(), "alphai-vitals-")),
    logLevel: "silent",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/vitals") statuses.push(response.status());
  });
  try {
    await page.goto(`${origin}/about/our-story`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // The library loads lazily, after hydration: give it a first input, then hide the page (what a tab switch does),
    // which makes LCP and CLS final and sends them.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /\/assets\/web-vitals/.test(entry.name)),
    );
    await page.mouse.click(5, 300);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });

    await expect
      .poll(
        async () =>
          (await vitalPercentiles(app.database.db))
            .filter((row) => row.path === "/about/our-story")
            .map((row) => row.name)
            .sort(),
        {
          timeout: 15_000,
        },
      )
      .toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));
    const rows = await vitalPercentiles(app.database.db);
    expect(rows.every((row) => row.path === "/about/our-story" && row.p75 >= 0 && row.samples >= 1)).toBe(true);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 204)).toBe(true);
    // The first load did not include the library: it came after, as its own chunk.
    const firstLoad = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")),
    );
    expect(firstLoad.some((href) => href?.includes("web-vitals"))).toBe(false);
  } finally {
    await context.close();
    await app.close();
  }
});
