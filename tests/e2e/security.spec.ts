import { expect, test } from "./fixtures";
import { allPaths, inParts, UNKNOWN_PATH } from "./helpers";

test.describe("security headers", () => {
  test("every HTML page has a strict CSP with its inline scripts' hashes and the other headers", async ({
    request,
  }) => {
    for (const path of ["/", "/services/devops", "/contactus", UNKNOWN_PATH]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"]!;
      expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
      expect(csp).not.toContain("unsafe-inline");
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"])
        expect(csp).toContain(directive);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-powered-by"]).toBeUndefined();
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
    const behindTls = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
    // The test server does not trust proxies (TRUST_PROXY unset), so a client cannot claim HTTPS.
    expect(behindTls.headers()["strict-transport-security"]).toBeUndefined();
  });

  const PARTS = 4;
  inParts(allPaths, PARTS).forEach((paths, index) => {
    test(`no route triggers a CSP violation or a console error in Chromium (part ${index + 1} of ${PARTS})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      for (const path of paths) {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      }
      expect(problems).toEqual([]);
    });
  });
});
