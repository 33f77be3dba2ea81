/**
 * `npm run bench:static [-- --seconds 10] [--connections 64] [--min-ratio 0.25] [--max-p99 10] [--reference nginx|node] [--generator wrk|autocannon] [--database pglite|postgres]`
 * `npm run bench:process` (the same with `--seconds 60`, on each database in turn)
 *
 * How fast the production server sends the static build, next to a reference serving the same
 * bytes: nginx when `nginx` is on the PATH (one worker, `gzip_static`, no access log), otherwise two
 * bare Node.js `http` servers answering from a Map, one after the other: the first sends the very bytes the server
 * sent, its twenty headers included (recorded after its warm-up), the second the body with only its type, coding and
 * length (the reference of issue 38's first figure); the ratio is to the first (decision 062). Needs an existing build (`npm run build`); builds
 * nothing. Starts the real server as production does (`npm run serve`: the compiled `build/node/main.js`) on it with
 * a throw-away DATA_DIR (or a throw-away PostgreSQL cluster, `--database postgres`) and its default settings
 * (ACCESS_LOG included), and drives both, one after the other, over the same mix of pages
 * and assets with 64 connections, in turns (measureInTurns): wrk when it is on the PATH, otherwise autocannon (in this
 * process).
 *
 * The process (issue 38): the server is started twice, a first time on the empty database (PGlite's initdb, the
 * migrations) and again on it, as a restart; each start's time to a 200 from /healthz is printed, and the resident
 * memory (VmRSS) of the server's `node` process and of the whole tree `npm run serve` leaves running, at rest 3 s
 * after the restart and again after the load, with the peak (VmHWM).
 * Every request says `Accept-Encoding: gzip`, so all servers send the same precompressed `.gz` bytes
 * (Debian's nginx has no brotli module).
 *
 * Prints req/s, p50 and p99 of each and the ratios, and exits 1 when the server's rate is below
 * `--min-ratio` (0.25) of the reference's or its p99 is `--max-p99` ms (10) or more. The load generator
 * runs on the same machine and competes with the server for its cores: the figures are a comparison
 * made in one run, not an absolute capacity.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startCluster } from "../../server/testing/postgres";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "64" },
    "min-ratio": { type: "string", default: "0.25" },
    "max-p99": { type: "string", default: "10" },
    reference: { type: "string" },
    generator: { type: "string" },
    database: { type: "string", default: "pglite" },
  },
});
if (values.database !== "pglite" && values.database !== "postgres") {
  console.error(`--database is pglite or postgres, not "${values.database}".`);
  process.exit(1);
}
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const buildDir = path.resolve("build/client");
if (!existsSync(path.join(buildDir, "index.html"))) {
  console.error(`No build in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}

const onPath = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const reference = values.reference ?? (onPath("nginx") ? "nginx" : "node");
const generator = values.generator ?? (onPath("wrk") ? "wrk" : "autocannon");

/** The mix: a spread of pages (home, families, details, articles, 404) and the assets every page loads. */
function pageMix(): string[] {
  const home = readFileSync(path.join(buildDir, "index.html"), "utf8");
  const assets = [...new Set(home.match(/\/assets\/[\w.-]+\.(js|css)/g) ?? [])].slice(0, 6);
  const pages = [
    "/",
    "/work",
    "/services/devops",
    "/services/product-engineering",
    "/contactus",
    "/gallery",
    "/design",
    "/resource",
    "/digital-marketing",
    "/contactus.data",
    "/about/careers",
    "/capabilities/frontend/react",
  ];
  return [...pages, ...assets, "/sw.js", "/favicon.svg"].filter(
    (url) =>
      url.endsWith("/") || existsSync(path.join(buildDir, url)) || existsSync(path.join(buildDir, url, "index.html")),
  );
}
const mix = pageMix();

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

const work = mkdtempSync(path.join(tmpdir(), "alphai-bench-static-"));
const children: ChildProcess[] = [];
const stopAll = async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
};

async function waitUntilUp(port: number) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answers on port ${port}`);
}

const cluster = values.database === "postgres" ? await startCluster() : undefined;

/** A process's resident memory now and at its peak, in MB (/proc/<pid>/status). */
function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** The processes under `pid` (children, their children, ...). */
function descendants(pid: number): number[] {
  const parents = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return [[Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])] as const];
      } catch {
        return [];
      }
    });
  const below = (parent: number): number[] =>
    parents.filter(([, of]) => of === parent).flatMap(([child]) => [child, ...below(child)]);
  return below(pid);
}

interface Started {
  readonly port: number;
  /** Seconds from the spawn of `npm run serve` to the first 200 from /healthz. */
  readonly readyAfter: number;
  /** The server's own process (npm's child) and npm's. */
  readonly server: number;
  readonly npm: number;
}

/**
 * The production server as an operator starts it: `npm run serve`, on the benchmark's data; `direct`: the command that
 * script runs, without npm (as a container or a process manager would start it).
 */
async function startServer(direct = false): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const [command, ...args] = direct
    ? [process.execPath, "--enable-source-maps", "build/node/main.js"]
    : ["npm", "run", "--silent", "serve"];
  const child = spawn(command!, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: path.join(work, "data"),
      ...(cluster ? { DATABASE_URL: cluster.url, APP_SECRET: "benchmark-secret-benchmark-secret-0123456789" } : {}),
    },
  });
  children.push(child);
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null) throw new Error("the server exited before it was ready");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyAfter = (performance.now() - began) / 1000;
  const [server = direct ? child.pid : undefined] = descendants(child.pid!);
  if (!server) throw new Error("npm run serve started no server process");
  return { port, readyAfter, server, npm: child.pid! };
}

/** The memory figures of a started server: its own process, and the tree npm run serve made. */
const memoryRow = (started: Started) => {
  const server = residentMemory(started.server);
  const tree = [started.npm, ...descendants(started.npm)].reduce((sum, pid) => sum + residentMemory(pid).rss, 0);
  return `server process ${server.rss.toFixed(0)} MB resident (peak ${server.peak.toFixed(0)} MB); npm run serve's whole tree ${tree.toFixed(0)} MB (${descendants(started.npm).length + 1} processes)`;
};

async function startNginx(): Promise<number> {
  const port = await freePort();
  const conf = path.join(work, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  server { listen 127.0.0.1:${port}; root ${buildDir}; gzip_static on; location / { try_files $uri $uri/index.html =404; } }
}
`,
  );
  const child = spawn("nginx", ["-c", conf, "-p", work], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  await waitUntilUp(port);
  return port;
}

/** What the server answered for each URL of the mix (Accept-Encoding: gzip): status, headers as sent, body bytes. */
interface Recorded {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Records the server's answers to the mix, for the bare Node.js reference to send the same bytes. */
async function recordAnswers(port: number): Promise<Record<string, Recorded>> {
  const answers: Record<string, Recorded> = {};
  for (const url of mix) {
    answers[url] = await new Promise<Recorded>((resolve, reject) =>
      get(`http://127.0.0.1:${port}${url}`, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          // Node writes these itself, per connection and per second.
          for (let at = 0; at < response.rawHeaders.length; at += 2)
            if (!/^(date|connection|keep-alive)$/i.test(response.rawHeaders[at]!))
              headers[response.rawHeaders[at]!] = response.rawHeaders[at + 1]!;
          resolve({ status: response.statusCode!, headers, body: Buffer.concat(chunks).toString("base64") });
        });
      }).on("error", reject),
    );
  }
  return answers;
}

/**
 * A bare Node.js http server answering each URL of the mix from memory, as such a server is written (`writeHead` with
 * an object, `end` with a Buffer): `answers` given, with the bytes the server sent (its headers too, which it computes
 * once and Node checks per answer, decision 062); otherwise with the bytes nginx would send and only the type, coding
 * and length as headers (the reference before decision 062).
 */
async function startBareNode(answers?: Record<string, Recorded>): Promise<number> {
  const port = await freePort();
  const recorded = path.join(work, "answers.json");
  if (answers) writeFileSync(recorded, JSON.stringify(answers));
  const script = `
    const http = require("node:http"); const fs = require("node:fs"); const path = require("node:path");
    const dir = ${JSON.stringify(buildDir)}; const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml" };
    const bodies = new Map();
    if (${answers ? "true" : "false"}) {
      for (const [url, answer] of Object.entries(JSON.parse(fs.readFileSync(${JSON.stringify(recorded)}, "utf8"))))
        bodies.set(url, { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, "base64") });
    } else for (const url of ${JSON.stringify(mix)}) {
      let file = path.join(dir, url); if (!path.extname(url)) file = path.join(file, "index.html");
      const gz = fs.existsSync(file + ".gz"); const body = fs.readFileSync(gz ? file + ".gz" : file);
      bodies.set(url, { status: 200, body, headers: { "content-type": types[path.extname(file)] || "application/octet-stream", "content-length": body.length, ...(gz ? { "content-encoding": "gzip" } : {}) } });
    }
    http.createServer((request, response) => {
      const entry = bodies.get(request.url);
      if (!entry) { response.writeHead(404); response.end(); return; }
      response.writeHead(entry.status, entry.headers); response.end(entry.body);
    }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  await waitUntilUp(port);
  return port;
}

interface Result {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

/** wrk's latency figures: "1.23ms", "850.00us", "1.01s". */
const milliseconds = (figure: string) => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(figure);
  if (!match) throw new Error(`cannot read wrk's figure "${figure}"`);
  return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
};

async function load(port: number, duration: number): Promise<Result> {
  if (generator === "wrk") {
    const lua = path.join(work, "mix.lua");
    writeFileSync(
      lua,
      `local paths = {${mix.map((url) => JSON.stringify(url)).join(", ")}}
local i = 0
request = function() i = i % #paths + 1; return wrk.format("GET", paths[i], { ["Accept-Encoding"] = "gzip" }) end
`,
    );
    const run = spawnSync(
      "wrk",
      ["-t2", `-c${connections}`, `-d${duration}s`, "--latency", "-s", lua, `http://127.0.0.1:${port}`],
      { encoding: "utf8" },
    );
    const output = run.stdout;
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
    const p50 = /^\s+50%\s+(\S+)/m.exec(output)?.[1];
    const p99 = /^\s+99%\s+(\S+)/m.exec(output)?.[1];
    const errors =
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
      Number(/Socket errors:.*?timeout (\d+)/.exec(output)?.[1] ?? 0);
    if (!rps || !p50 || !p99) throw new Error(`cannot read wrk's output:\n${output}${run.stderr}`);
    return { rps, p50: milliseconds(p50), p99: milliseconds(p99), errors };
  }
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    headers: { "accept-encoding": "gzip" },
    requests: mix.map((url) => ({ method: "GET", path: url })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The servers loaded in turns: ROUNDS rounds, each giving every server `seconds / ROUNDS` seconds, after 2 s of warm-up
 * each. The machine's speed drifts within minutes (decision 041): measured one after the other, a server could look
 * faster only for being measured in a faster minute. A server's rate is its rounds' mean, its p50 and p99 their
 * medians, its errors their sum.
 */
async function measureInTurns(ports: readonly number[]): Promise<Result[]> {
  for (const port of ports) await load(port, 2); // warm-up: JIT, connections, caches
  const rounds = Math.max(1, Math.min(6, Math.floor(seconds / 5)));
  const results: Result[][] = ports.map(() => []);
  for (let round = 0; round < rounds; round += 1)
    for (const [at, port] of ports.entries()) results[at]!.push(await load(port, Math.round(seconds / rounds)));
  const median = (figures: number[]) => figures.sort((a, b) => a - b)[Math.floor(figures.length / 2)]!;
  return results.map((runs) => ({
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  }));
}

const row = (name: string, result: Result) =>
  `${name.padEnd(28)} ${result.rps.toFixed(0).padStart(8)} req/s   p50 ${result.p50.toFixed(2).padStart(6)} ms   p99 ${result.p99.toFixed(2).padStart(6)} ms   errors ${result.errors}`;

let failed: boolean;
try {
  const first = await startServer();
  await stopAll();
  children.length = 0;
  // Restarts of the server's own process (no npm before it), the median of five: what an autoscaler waits for.
  const direct: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    direct.push((await startServer(true)).readyAfter);
    await stopAll();
    children.length = 0;
  }
  direct.sort((a, b) => a - b);
  const started = await startServer();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const atRest = memoryRow(started);
  await load(started.port, 2);
  const answers = await recordAnswers(started.port);
  const names = reference === "nginx" ? ["nginx (1 worker)"] : ["bare Node.js, same bytes", "bare Node.js, 3 headers"];
  const referencePorts =
    reference === "nginx" ? [await startNginx()] : [await startBareNode(answers), await startBareNode()];
  const [ours, ...measured] = await measureInTurns([started.port, ...referencePorts]);
  const afterLoad = memoryRow(started);
  const references = names.map((name, at) => [name, measured[at]!] as const);
  const ratio = ours!.rps / references[0]![1].rps;
  const minRatio = Number(values["min-ratio"]);
  const maxP99 = Number(values["max-p99"]);
  console.log(
    [
      `${mix.length} URLs (${mix.join(" ")}), Accept-Encoding: gzip, ${connections} connections, ${seconds} s each in turns after 2 s of warm-up, load from ${generator} on the same machine (${(await import("node:os")).availableParallelism()} cores shared with it)`,
      `${values.database}: ready after ${first.readyAfter.toFixed(2)} s on the empty database, ${started.readyAfter.toFixed(2)} s on a restart (npm run serve to a 200 from /healthz); restarts of node build/node/main.js itself: median ${direct[2]!.toFixed(2)} s (${direct[0]!.toFixed(2)}-${direct[4]!.toFixed(2)})`,
      `at rest: ${atRest}`,
      `after the load: ${afterLoad}`,
      row("server (build/node/main.js)", ours!),
      ...references.map(([name, result]) => row(name, result)),
      `ratio ${ratio.toFixed(3)} to the ${references[0]![0]} (at least ${minRatio})${references
        .slice(1)
        .map(([name, result]) => `, ${(ours!.rps / result.rps).toFixed(3)} to the ${name}`)
        .join("")}; p99 ${ours!.p99.toFixed(2)} ms (below ${maxP99} ms)`,
    ].join("\n"),
  );
  failed = ratio < minRatio || ours!.p99 >= maxP99 || ours!.errors > 0;
  if (failed) console.error("FAILED: the server is below the limits above, or answered errors.");
} finally {
  await stopAll();
  cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
