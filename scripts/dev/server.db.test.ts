/**
 * `npm run dev` (scripts/dev/server.ts, decision 018) as a child process on a throw-away DATA_DIR: one port serves
 * the pages from Vite and React Router, the HMR websocket and the API on the embedded database; a bad
 * variable stops it before anything starts; SIGTERM shuts it down cleanly.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { contacts } from "../../server/db/schema";
import { freePort, spawnServer, waitUntilHealthy, type ServerProcess } from "../../server/testing/spawn";
import { tempDir } from "../../server/testing/support";

const DEV = { entry: "scripts/dev/server.ts", nodeArgs: ["--conditions=development"] } as const;
const startDev = (env: Record<string, string>) => spawnServer(env, DEV.entry, { nodeArgs: DEV.nodeArgs });

describe("npm run dev", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "alphai-dev-data-"));
  let port = 0;
  let server: ServerProcess;
  const url = (pathname: string) => `http://127.0.0.1:${port}${pathname}`;

  beforeAll(async () => {
    port = await freePort();
    // No BUILD_DIR, no APP_SECRET: development needs no build, and the secret is generated into DATA_DIR.
    // An idle timeout far shorter than the first page takes Vite to compile (8-35 s): the connection waits for the
    // server's answer all the same (server/http-server.ts); only a silent client is dropped.
    server = startDev({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      IDLE_TIMEOUT_MS: "2000",
    });
    await waitUntilHealthy(server, port, 120_000);
  }, 150_000);

  // Made outside a test (the tests share it), so ended and removed here.
  afterAll(async () => {
    if (server) {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves the home page from Vite, with the HMR client and a development CSP", async () => {
    const response = await fetch(url("/"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<title>Software Development &amp; Digital Agency | Alphai</title>");
    // React Router's dev scripts: the HMR runtime (React refresh) and the entry, served by Vite.
    expect(html).toContain('import "/@id/__x00__virtual:react-router/inject-hmr-runtime"');
    expect(html).toContain('import * as route0 from "/app/root.tsx"');

    const csp = response.headers.get("content-security-policy") ?? "";
    const directive = (name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    // Scripts as strict as in production: the page's own inline scripts by hash, nothing inline otherwise.
    expect(directive("script-src")).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(directive("style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive("connect-src")).toBe(`connect-src 'self' ws://127.0.0.1:${port} wss://127.0.0.1:${port}`);
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");

    // The source modules, compiled by Vite on request.
    const root = await fetch(url("/app/root.tsx"));
    expect(root.status).toBe(200);
    expect(root.headers.get("content-type")).toMatch(/javascript/);
    expect(await root.text()).toContain("$RefreshReg$");

    const client = await fetch(url("/@vite/client"));
    expect(client.status).toBe(200);
    expect(client.headers.get("content-type")).toMatch(/javascript/);
    const source = await client.text();
    // The HMR websocket is on the page's own port: no second port to open.
    expect(source).toContain("const hmrPort = null;");
    const token = /const wsToken = "([^"]+)"/.exec(source)?.[1];
    expect(token).toBeTruthy();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/?token=${token}`, "vite-hmr");
    try {
      const first = await new Promise<string>((resolve, reject) => {
        socket.addEventListener("message", (event) => resolve(String(event.data)), { once: true });
        socket.addEventListener("error", () => reject(new Error("the HMR websocket failed")), { once: true });
      });
      expect(JSON.parse(first)).toEqual({ type: "connected" });
    } finally {
      socket.close();
    }
  }, 120_000);

  it("renders a route page from the sources", async () => {
    const response = await fetch(url("/contactus"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('action="/api/contact"');
    expect(html).toContain("Send message");
    const head = await fetch(url("/contactus"), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/^text\/html/);
    expect(head.headers.get("content-security-policy")).toContain("ws://127.0.0.1:");
  }, 120_000);

  it("answers the API on the same port: a contact form is stored", async () => {
    const issued = await fetch(url("/api/form-token?form=contact"));
    expect(issued.status).toBe(200);
    const { token, minAgeMs } = (await issued.json()) as { token: string; minAgeMs: number };
    // Time passing is what is waited for: the server takes a form token only once it is minAgeMs old.
    await new Promise((resolve) => setTimeout(resolve, minAgeMs + 100));
    const response = await fetch(url("/api/contact"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Dev Loop",
        email: "dev.loop@example.org",
        message: "Sent to the development server.",
        consent: true,
        formToken: token,
      }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, message: "Thank you: we reply within one working day." });
    // An unknown API path is the API's JSON 404, not a page.
    const missing = await fetch(url("/api/nothing-here"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Not Found" });
  }, 60_000);

  it("shuts down cleanly on SIGTERM, with the submission in the database", async () => {
    server.child.kill("SIGTERM");
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.stdout()).toContain("shut down cleanly");
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(contacts).where(eq(contacts.email, "dev.loop@example.org"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: "Dev Loop", message: "Sent to the development server." });
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe("npm run dev with a bad variable", () => {
  it("stops before starting anything, naming the variable", async () => {
    const server = startDev({ PORT: "70000", DATA_DIR: tempDir("dev-data") });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr()).toContain('PORT="70000": above 65535');
    expect(server.stdout()).not.toContain("Server listening");
  }, 60_000);
});
