/**
 * Storage that goes away under a running server, with real processes on the production build (decision 034):
 * PostgreSQL stopped, and the embedded database's disk full. Forms and applications are answered 503 with
 * Retry-After and the visitor's entries, pages keep being served, /healthz says 503, the log names the outage once
 * and its end with its length, and the server recovers without a restart.
 */
import { spawn } from "node:child_process";
import { cpSync } from "node:fs";
import path from "node:path";
import { inject, describe, expect, it } from "vitest";
import { fields, multipart, pdf } from "./testing/applications";
import { startCluster } from "./testing/postgres";
import { startRelay } from "./testing/smtp-relay";
import { freePort, serverArgs, spawnServer, waitUntilHealthy, watchProcess, type ServerProcess } from "./testing/spawn";
import { afterTest, formToken, productionBuildDir, serverEnv, tempDir, testConfig, waitFor } from "./testing/support";

const RETRY_AFTER = "60";

function logLines(server: ServerProcess): { msg: string; level: number; outageSeconds?: number }[] {
  return server
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg: string; level: number });
}

const contactJson = (port: number, name: string) =>
  fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      name,
      email: "outage@example.org",
      message: "Written while the database was away.",
      consent: true,
      formToken: formToken("contact"),
    }),
  });

/** The contact form posted without JavaScript, from the German contact page. */
const contactForm = (port: number, name: string) =>
  fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      referer: `http://127.0.0.1:${port}/de/contactus`,
    },
    body: new URLSearchParams({
      name,
      email: "formular@example.org",
      message: "Ohne JavaScript geschrieben, während die Datenbank fehlte.",
      consent: "true",
      website: "",
      locale: "de",
      formToken: formToken("contact"),
    }).toString(),
  });

/** What every request that needs the database is answered while it is away; pages and the health check too. */
async function expectRefusals(port: number) {
  const json = await contactJson(port, "Ada Outage");
  expect(json.status).toBe(503);
  expect(json.headers.get("retry-after")).toBe(RETRY_AFTER);
  expect(((await json.json()) as { error: string }).error).toMatch(/try again in a minute/);

  // Without JavaScript: the German contact page again, with what was typed, and the reason.
  const form = await contactForm(port, "Grete Ausfall");
  expect(form.status).toBe(503);
  expect(form.headers.get("retry-after")).toBe(RETRY_AFTER);
  const page = await form.text();
  expect(page).toContain('value="Grete Ausfall"');
  expect(page).toContain("Ohne JavaScript geschrieben");
  expect(page).toContain("in einer Minute noch einmal");

  const body = multipart(fields({ name: "Carla Upload", formToken: formToken("application") }), [pdf()]);
  const application = await fetch(`http://127.0.0.1:${port}/api/applications`, {
    method: "POST",
    headers: { ...body.headers, accept: "text/html" },
    body: body.payload,
  });
  expect(application.status).toBe(503);
  expect(application.headers.get("retry-after")).toBe(RETRY_AFTER);
  expect(await application.text()).toContain('value="Carla Upload"');

  expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${port}/de/contactus`)).status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(503);
}

/** Exactly one line for the outage's start (of `level` error) and, once over, one for its end. */
function expectOutageLogged(server: ServerProcess, start: RegExp, end: RegExp) {
  const lines = logLines(server);
  expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([expect.stringMatching(start)]);
  const ended = lines.filter((line) => end.test(line.msg));
  expect(ended).toHaveLength(1);
  expect(ended[0]!.outageSeconds).toBeGreaterThan(0);
}

describe("storage that goes away under a running server", () => {
  it("PostgreSQL stopped: 503 with Retry-After and the entries kept, pages served, one log line, recovery without a restart", async () => {
    const cluster = await startCluster();
    afterTest(() => cluster.stop());
    const relay = await startRelay();
    const config = await testConfig("postgres", { buildDir: productionBuildDir() });
    const port = await freePort();
    const server = spawnServer(
      serverEnv({ ...config, databaseUrl: cluster.url }, port, { LOG_LEVEL: "info", SMTP_URL: relay.url }),
    );
    await waitUntilHealthy(server, port);
    // A mail is being sent when the database stops: the relay accepts it only once the database is gone.
    relay.hold(true);
    expect((await contactJson(port, "Before Outage")).status).toBe(201);
    expect(await waitFor(() => relay.holding() === 1, 15_000)).toBe(true);

    cluster.pause();
    relay.hold(false);
    // Delivered, and not recordable: the instance keeps it in mind rather than saying the send failed.
    expect(
      await waitFor(
        () => logLines(server).some((line) => line.msg.startsWith("mail sent, but the database could not record it")),
        10_000,
      ),
    ).toBe(true);
    await expectRefusals(port);

    cluster.resume();
    expect(
      await waitFor(
        () => logLines(server).some((line) => line.msg === "a mail sent earlier is now recorded as sent"),
        30_000,
        250,
      ),
    ).toBe(true);
    // Both mails of the first enquiry, each delivered once: the one sent during the outage is not sent again.
    expect(await waitFor(() => relay.received.length === 2, 30_000, 100)).toBe(true);
    expect(new Set(relay.received.map((mail) => mail.messageId)).size).toBe(2);
    expect(logLines(server).filter((line) => line.msg === "mail send failed, will retry")).toEqual([]);
    expect(await waitFor(async () => (await contactJson(port, "After Outage")).status === 201, 30_000, 250)).toBe(true);
    expect(
      await waitFor(() => logLines(server).some((line) => /^the database answers again/.test(line.msg)), 10_000),
    ).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expectOutageLogged(server, /^the database is unreachable/, /^the database answers again, after/);
  }, 180_000);

  it("the embedded database's disk full: 503 with Retry-After and the entries kept, pages served, recovery once there is room", async () => {
    // The server in a mount namespace of its own, its DATA_DIR on a small tmpfs there, so the test can fill it.
    const mount = tempDir("disk");
    const dataDir = path.join(mount, "data");
    const template = path.join(tempDir("template"), "pglite");
    cpSync(path.join(inject("pgliteTemplate"), "pglite"), template, { recursive: true });
    const config = await testConfig("pglite", { buildDir: productionBuildDir(), dataDir });
    const port = await freePort();
    const script = `mount -t tmpfs -o size=96m tmpfs "$MOUNT" && mkdir "$DATA_DIR" && cp -r "$TEMPLATE" "$DATA_DIR/pglite" && exec "$NODE" "$@"`;
    const child = spawn("unshare", ["--mount", "--propagation", "private", "sh", "-c", script, "sh", ...serverArgs()], {
      env: {
        ...serverEnv(config, port, { LOG_LEVEL: "info" }),
        PATH: process.env.PATH ?? "",
        MOUNT: mount,
        TEMPLATE: template,
        NODE: process.execPath,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = watchProcess(child);
    await waitUntilHealthy(server, port);
    const inNamespace = (command: string) =>
      new Promise<number | null>((resolve) =>
        spawn("nsenter", ["-t", String(child.pid), "-m", "sh", "-c", command], { stdio: "ignore" }).once(
          "exit",
          resolve,
        ),
      );
    // dd stops, with an error, once the disk is full.
    await inNamespace(`dd if=/dev/zero of="${mount}/filler" bs=1M`);
    await expectRefusals(port);

    expect(await inNamespace(`rm "${mount}/filler"`)).toBe(0);
    expect(await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200, 15_000)).toBe(
      true,
    );
    expect((await contactJson(port, "After Full")).status).toBe(201);
    expectOutageLogged(server, /^the database cannot write: its disk is full/, /^the database can write again, after/);
  }, 180_000);
});
