import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { devPageCsp, inlineScriptHashes } from "./dev-pages";
import { pageCsp } from "./security";

const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

describe("development page CSP", () => {
  const html = `<script>boot()</script><script type="module">import "/@id/__x00__virtual:react-router/inject-hmr-runtime";</script>`;
  const dev = devPageCsp(html, "localhost:3000");

  it("keeps production's script policy: the page's inline scripts by hash, no unsafe-inline or eval", () => {
    expect(directive(dev, "script-src")).toBe(directive(pageCsp(inlineScriptHashes(html)), "script-src"));
    expect(directive(dev, "script-src")).not.toMatch(/unsafe/);
  });

  it("adds only Vite's injected styles and the HMR websocket of this host", () => {
    expect(directive(dev, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(dev, "connect-src")).toBe("connect-src 'self' ws://localhost:3000 wss://localhost:3000");
    const others = (csp: string) => csp.split("; ").filter((part) => !/^(style|connect)-src /.test(part));
    expect(others(dev)).toEqual(others(pageCsp(inlineScriptHashes(html))));
  });

  it("leaves the production policy as it was", () => {
    expect(pageCsp(inlineScriptHashes(html))).not.toContain("unsafe-inline");
    expect(pageCsp(inlineScriptHashes(html))).not.toContain("ws://");
    expect(directive(pageCsp(inlineScriptHashes(html)), "connect-src")).toBe("connect-src 'self'");
  });

  it("hashes the executable inline scripts only: not external, JSON or empty ones", () => {
    const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
    const page = `<head><script>boot()</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script><script></script></head><body><script type="module">import "/b.js";</script></body>`;
    expect(inlineScriptHashes(page)).toEqual([sha("boot()"), sha('import "/b.js";')]);
  });
});
