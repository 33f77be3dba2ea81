import { describe, expect, it } from "vitest";
import { devPageCsp } from "./dev-pages";
import { pageCsp } from "./security";

const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

describe("development page CSP", () => {
  const html = `<script>boot()</script><script type="module">import "/@id/__x00__virtual:react-router/inject-hmr-runtime";</script>`;
  const dev = devPageCsp(html, "localhost:3000");

  it("keeps production's script policy: the page's inline scripts by hash, no unsafe-inline or eval", () => {
    expect(directive(dev, "script-src")).toBe(directive(pageCsp(html), "script-src"));
    expect(directive(dev, "script-src")).not.toMatch(/unsafe/);
  });

  it("adds only Vite's injected styles and the HMR websocket of this host", () => {
    expect(directive(dev, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(dev, "connect-src")).toBe("connect-src 'self' ws://localhost:3000 wss://localhost:3000");
    const others = (csp: string) => csp.split("; ").filter((part) => !/^(style|connect)-src /.test(part));
    expect(others(dev)).toEqual(others(pageCsp(html)));
  });

  it("leaves the production policy as it was", () => {
    expect(pageCsp(html)).not.toContain("unsafe-inline");
    expect(pageCsp(html)).not.toContain("ws://");
    expect(directive(pageCsp(html), "connect-src")).toBe("connect-src 'self'");
  });
});
