import { expect, test } from "./fixtures";
import { UNKNOWN_PATH } from "./helpers";

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
    // The test server runs without SITE_URL (local use over plain http): no HSTS, whatever a client claims.
    expect(behindTls.headers()["strict-transport-security"]).toBeUndefined();
  });

  // No CSP violation or console error on any page: checked on every page, in both languages, by the page walk in
  // a11y.spec.ts, in the same loads as axe.
});
