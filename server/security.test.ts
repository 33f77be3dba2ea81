import { describe, expect, it } from "vitest";
import { pageCsp } from "./security";

describe("page CSP", () => {
  it("allows exactly the page's inline scripts by hash, quoted as CSP sources", () => {
    const csp = pageCsp(["sha256-AAAA", "sha256-BBBB"]);
    expect(csp).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB';");
    expect(pageCsp([])).toContain("script-src 'self';");
  });

  it("is strict: no unsafe-inline, no framing, no plugins", () => {
    const csp = pageCsp(["sha256-AAAA"]);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
  });
});
