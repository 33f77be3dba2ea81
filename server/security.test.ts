import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageCsp } from "./security";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("page CSP", () => {
  it("hashes each executable inline script and nothing else", () => {
    const html = `<script>a()</script><script type="module">import "/x.js"</script><script src="/y.js"></script><script type="application/ld+json">{"a":1}</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/x.js"')]);
  });

  it("is strict: no unsafe-inline, no framing, no plugins", () => {
    const csp = pageCsp("<script>boot()</script>");
    expect(csp).toContain(`script-src 'self' ${sha("boot()")}`);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
  });
});
