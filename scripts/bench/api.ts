/**
 * `npm run bench:api [-- --pg] [--connections 32] [--seconds 10]`
 * Starts the production server (rate limits raised) on a loopback port with a
 * fresh embedded database, or with --pg a throw-away PostgreSQL cluster, and
 * drives POST /api/contact with autocannon. Prints throughput, latency and errors.
 * A benchmark, not a test: it reports, it does not pass or fail.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startCluster } from "../../server/testing/postgres";

const { values } = parseArgs({
  options: {
    pg: { type: "boolean", default: false },
    connections: { type: "string", default: "32" },
    seconds: { type: "string", default: "10" },
  },
});

const port = await new Promise<number>((resolve) => {
  const probe = createServer();
  probe.listen(0, "127.0.0.1", () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
  });
});
const cluster = values.pg ? await startCluster() : undefined;
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "alphai-bench-")),
    RATE_LIMIT_MAX: "100000000",
    APP_SECRET: "benchmark-secret-benchmark-secret-0123456789",
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  },
});

try {
  for (let ready = false; !ready;) {
    ready = await fetch(`http://127.0.0.1:${port}/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // One form token, as a browser gets it, used for every request once old enough (a token may be reused; decision 012).
  const { token, minAgeMs } = (await (await fetch(`http://127.0.0.1:${port}/api/form-token?form=contact`)).json()) as {
    token: string;
    minAgeMs: number;
  };
  await new Promise((resolve) => setTimeout(resolve, minAgeMs));
  const body = JSON.stringify({
    name: "Benchmark Client",
    email: "bench@example.org",
    company: "Load Test GmbH",
    message: "A realistic enquiry of a few sentences, as a prospective client would write it.",
    consent: true,
    formToken: token,
  });
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/contact`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    connections: Number(values.connections),
    duration: Number(values.seconds),
  });
  const accepted = result["2xx"];
  console.log(
    [
      `database: ${cluster ? "PostgreSQL" : "PGlite (embedded)"}, ${values.connections} connections, ${values.seconds} s`,
      `accepted: ${accepted} (${(accepted / Number(values.seconds)).toFixed(0)}/s), mean ${result.requests.average.toFixed(0)} req/s`,
      `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
      `errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}`,
    ].join("\n"),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  cluster?.stop();
}
