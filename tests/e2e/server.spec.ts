import { expect, test } from "./fixtures";
import { routedPages } from "../../content/registry";
import { allPaths, registryPaths, UNKNOWN_PATH } from "./helpers";
import { basePath, localeOfPath } from "../../app/shared/locale";

/** Raw HTTP checks against the production server: no JavaScript involved. */
test.describe("server", () => {
  test("every page answers 200 with its own h1 and title in the raw HTML", async ({ request }) => {
    // Unique within each language (a page and its translation may share a product name).
    const titles = new Set<string>();
    const aliases = new Set(routedPages.filter((page) => page.path !== page.canonicalPath).map((page) => page.path));
    for (const path of allPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("text/html");
      const html = await response.text();
      const h1s = html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? [];
      expect(h1s, `${path} has exactly one h1`).toHaveLength(1);
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      // An alias shows its canonical page (same title) and says so with rel=canonical.
      if (aliases.has(basePath(path))) continue;
      const key = `${localeOfPath(path)} ${title!}`;
      expect(titles.has(key), `${path} title "${title}" is unique`).toBe(false);
      titles.add(key);
    }
    // The 100 paths the site was specified with (decision 002), the two legal pages (decision 023) and the search page (decision 030).
    expect(registryPaths).toHaveLength(103);
    const alias = await (await request.get("/capabilities/frontend/react")).text();
    expect(alias).toMatch(/<link rel="canonical" href="[^"]*\/services\/website-development\/react"/);
  });

  test("unknown paths answer 404 with the prerendered 404 page", async ({ request }) => {
    for (const path of [UNKNOWN_PATH, "/services/unknown-service", "/work/no-such-case-study", "/404"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain("Oops! Page not found");
      expect(html).toContain("We can&#x27;t seem to find the page you&#x27;re looking for.");
    }
  });

  test("the trailing-slash form answers 301 to the canonical path", async ({ request }) => {
    for (const [from, to] of [
      ["/digital-marketing/", "/digital-marketing"],
      ["/services/product-engineering/", "/services/product-engineering"],
      ["/cms-development/?ref=menu", "/cms-development?ref=menu"],
      ["/Design/UI-UX", "/design/ui-ux"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("hashed assets are immutable, HTML is revalidated with a validator", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const page = await request.get("/services/devops");
    expect(page.headers()["cache-control"]).toContain("must-revalidate");
    const etag = page.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get("/services/devops", { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
  });

  test("responses are compressed", async ({ request }) => {
    for (const encoding of ["br", "gzip"]) {
      const response = await request.fetch("/", { headers: { "Accept-Encoding": encoding } });
      expect(response.headers()["content-encoding"]).toBe(encoding);
      expect(response.headers().vary).toContain("Accept-Encoding");
    }
  });

  test("pages only accept GET and HEAD", async ({ request }) => {
    const head = await request.head("/work");
    expect(head.status()).toBe(200);
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/work", { method, data: "x=1", headers: { "Content-Type": "text/csv" } });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD");
    }
  });

  test("nothing outside the build is ever served", async ({ request }) => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
      "/..%5cpackage.json",
      "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "/server/app.ts",
      "/.git/config",
      "/package.json",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain('"dependencies"');
      expect(body, path).not.toContain("root:x:0");
    }
  });

  test("errors never expose a stack trace", async ({ request }) => {
    const response = await request.get("/%E0%A4%A");
    expect(response.status()).toBe(400);
    expect(await response.text()).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    const unknownApi = await request.post("/api/nothing-here", { data: { a: 1 } });
    expect(unknownApi.status()).toBe(404);
    const body = await unknownApi.text();
    expect(body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  });
});
