import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { buildApp } from "../../server/app";
import { readConfig } from "../../server/config";

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

async function controlled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit is not controlled until the worker claims it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe("service worker", () => {
  // The suite blocks the worker elsewhere (playwright.config.ts): here it is what is tested.
  test.use({ serviceWorkers: "allow" });

  test("registers from /sw.js with a versioned cache and pre-caches the shell", async ({ page }) => {
    await controlled(page, "/");
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { scope: reg?.scope, script: reg?.active?.scriptURL };
    });
    expect(registration.script).toMatch(/\/sw\.js$/);
    const names = await cacheNames(page);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^alphai-cache-v1-[0-9a-f]{12}$/);
    const cached = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      names[0]!,
    );
    expect(cached).toEqual(expect.arrayContaining(["/", "/offline"]));
    expect(cached.some((url) => url.startsWith("/assets/entry.client-"))).toBe(true);
  });

  test("offline: visited pages reload, unvisited ones show the offline page, the API is never cached", async ({
    page,
    context,
  }) => {
    await controlled(page, "/");
    await page.goto("/work");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const response = await page.evaluate(() =>
      fetch("/api/subscribe", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).then(
        (r) => r.status,
      ),
    );
    expect(response).toBe(400);
    const [name] = await cacheNames(page);
    const cached = await page.evaluate(
      async (cacheName) =>
        (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname),
      name!,
    );
    expect(cached.some((url) => url.startsWith("/api/"))).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("h1")).not.toHaveText("You are offline");
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await context.setOffline(false);
  });

  test("a new build's worker replaces the old one and the next navigation gets the new site", async ({ browser }) => {
    test.setTimeout(120_000);
    // A private copy of the build, served by its own server, that the test can "redeploy".
    const dir = mkdtempSync(path.join(tmpdir(), "alphai-sw-"));
    cpSync(path.resolve("build/client"), dir, { recursive: true });
    const config = {
      ...readConfig({}),
      buildDir: dir,
      dataDir: mkdtempSync(path.join(tmpdir(), "alphai-sw-data-")),
      logLevel: "silent",
    } as const;
    let app = await buildApp(config);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const origin = `http://127.0.0.1:${port}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await controlled(page, `${origin}/`);
      const [oldCache] = await cacheNames(page);

      // Deploy: new HTML for / and a new worker (new build id); remove the precompressed copies so the new files are served.
      const html = readFileSync(path.join(dir, "index.html"), "utf8").replace(
        /<h1([^>]*)>[\s\S]*?<\/h1>/,
        "<h1$1>Redeployed home page</h1>",
      );
      writeFileSync(path.join(dir, "index.html"), html);
      const worker = readFileSync(path.join(dir, "sw.js"), "utf8").replace(
        /alphai-cache-v1-[0-9a-f]{12}/g,
        "alphai-cache-v1-0123456789ab",
      );
      writeFileSync(path.join(dir, "sw.js"), worker);
      for (const file of ["index.html.br", "index.html.gz", "sw.js.br", "sw.js.gz"])
        rmSync(path.join(dir, file), { force: true });
      // The changed page's entry in the site manifest, as a new build would write it.
      const manifestFile = path.join(dir, ".site-manifest.json");
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { pages: Record<string, { sha256: string }> };
      manifest.pages["index.html"]!.sha256 = createHash("sha256")
        .update(readFileSync(path.join(dir, "index.html")))
        .digest("hex");
      writeFileSync(manifestFile, JSON.stringify(manifest));
      // The server holds the build in memory (decision 017): a deploy restarts it, on the same origin.
      await app.close();
      app = await buildApp(config);
      await app.listen({ port, host: "127.0.0.1" });

      // The browser finds the changed worker, installs it, and it takes control of the open page.
      await page.evaluate(async () => {
        const takeover = new Promise((resolve) =>
          navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
        );
        await (await navigator.serviceWorker.getRegistration())?.update();
        await takeover;
      });
      await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toEqual(["alphai-cache-v1-0123456789ab"]);
      expect(oldCache).not.toBe("alphai-cache-v1-0123456789ab");
      // Read the document the worker answers with: the hydrated DOM would be re-rendered from the
      // build's embedded loader data, which this fake deploy did not change.
      const response = await page.goto(`${origin}/`);
      expect(response?.fromServiceWorker()).toBe(true);
      expect(await response?.text()).toContain("Redeployed home page");
    } finally {
      await context.close();
      await app.close();
    }
  });
});
