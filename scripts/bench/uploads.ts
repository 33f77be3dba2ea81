/**
 * `npm run bench:uploads [-- --pg] [--clients 16] [--seconds 30] [--uploads 320] [--size 1048576] [--cpu-prof dir]`
 * Starts the production server on the existing build (run `npm run build` first) on a loopback port, with the
 * rate limits, the hourly upload allowance and the file-count cap raised, on a fresh embedded database or, with
 * --pg, a throw-away PostgreSQL cluster. Then `--clients` concurrent clients (in this process, not the server's)
 * post valid job applications (each from another candidate's address: a repeat would store nothing), each with the same
 * generated PDF of `--size` bytes, trying again after a 503's Retry-After as the form's script does, until `--seconds` have passed
 * or `--uploads` have been sent. Prints uploads/s, latency percentiles, errors by status and the server's memory
 * (VmRSS before and after; VmHWM, its peak, reset before the uploads so that it is theirs) and CPU time. `--cpu-prof dir` runs the server with Node's
 * `--cpu-prof` and writes its profile there on exit. A benchmark, not a test: it reports, it does not pass or fail.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { deflateSync } from "node:zlib";
import { openRoles } from "../../content";
import { startCluster } from "../../server/testing/postgres";

const { values } = parseArgs({
  options: {
    pg: { type: "boolean", default: false },
    clients: { type: "string", default: "16" },
    seconds: { type: "string", default: "30" },
    uploads: { type: "string", default: "320" },
    size: { type: "string", default: String(1024 * 1024) },
    "cpu-prof": { type: "string" },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const maxUploads = Number(values.uploads);
const size = Number(values.size);

const buildDir = path.resolve("build/client");
if (!existsSync(path.join(buildDir, ".site-manifest.json"))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first (this benchmark builds nothing).`);
  process.exit(1);
}
const role = openRoles(new Date())[0];
if (!role) {
  console.error("No role is open today (content/roles/): an application needs one.");
  process.exit(1);
}

/**
 * A valid PDF of exactly `bytes` bytes, made like a real CV's: one A4 page with a few lines of text (a
 * deflated content stream) and a photo, an RGB image of random pixels deflated (so, like the JPEG or
 * deflated streams of real PDFs, it does not compress further), with a correct xref table. A comment
 * before the xref pads the file to the exact size.
 */
function generatePdf(bytes: number): Buffer {
  const text = Array.from(
    { length: 40 },
    (_, n) =>
      `BT /F1 10 Tf 50 ${780 - n * 18} Td (Curriculum vitae, line ${n + 1}: React, TypeScript, Node.js, PostgreSQL.) Tj ET`,
  ).join("\n");
  const content = deflateSync(text);
  const width = 512;
  const height = Math.max(1, Math.floor((bytes - 2048) / (width * 3)));
  const photo = deflateSync(randomBytes(width * height * 3), { level: 1 });
  const objects: Buffer[] = [
    Buffer.from("<</Type/Catalog/Pages 2 0 R>>"),
    Buffer.from("<</Type/Pages/Kids[3 0 R]/Count 1>>"),
    Buffer.from(
      "<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 5 0 R>>/XObject<</Im1 6 0 R>>>>/Contents 4 0 R>>",
    ),
    Buffer.concat([
      Buffer.from(`<</Length ${content.length}/Filter/FlateDecode>>\nstream\n`),
      content,
      Buffer.from("\nendstream"),
    ]),
    Buffer.from("<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>"),
    Buffer.concat([
      Buffer.from(
        `<</Type/XObject/Subtype/Image/Width ${width}/Height ${height}/ColorSpace/DeviceRGB/BitsPerComponent 8/Filter/FlateDecode/Length ${photo.length}>>\nstream\n`,
      ),
      photo,
      Buffer.from("\nendstream"),
    ]),
  ];
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n", "latin1")];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), object, Buffer.from("\nendobj\n")]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const tail = (xref: number) =>
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}` +
        `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`,
    );
  // The padding comment: `bytes` minus everything else (the startxref digits do not change with it at these sizes).
  const padding = bytes - length - tail(bytes).length - 2;
  if (padding < 0) throw new Error(`cannot make a PDF of ${bytes} bytes`);
  const comment = Buffer.from(`%${" ".repeat(padding)}\n`);
  return Buffer.concat([...chunks, comment, tail(length + comment.length)]);
}

/** Where the candidate's number goes in the e-mail address: every upload is another candidate (a repeat would store nothing). */
const NUMBER = "0000000000";

/**
 * The multipart/form-data body of the form, as a browser sends it, in three pieces: what comes before the candidate's
 * number, the number, and the rest (the CV included), so each upload sends other number bytes without copying the CV.
 */
function multipartBody(
  fields: Record<string, string>,
  cv: Buffer,
): { before: Buffer; after: Buffer; contentType: string } {
  const boundary = "----alphai-bench-boundary-9XkQ2mZr7Lp4";
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    cv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const body = Buffer.concat(parts);
  const at = body.indexOf(NUMBER);
  return {
    before: body.subarray(0, at),
    after: body.subarray(at + NUMBER.length),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM), or NaN when it cannot be read (not Linux). */
function procStatus(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
/** Resets the process's VmHWM to its current RSS (Linux 4.0 and later), so that the peak measured is the load's, not the start's. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}
/** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
      .replace(/^.*\) /s, "")
      .split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

const port = await new Promise<number>((resolve) => {
  const probe = createServer();
  probe.listen(0, "127.0.0.1", () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), "alphai-bench-uploads-"));
const cluster = values.pg ? await startCluster() : undefined;
const cpuProf = values["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(values["cpu-prof"])] : [];
const server = spawn(process.execPath, ["--import", "tsx", ...cpuProf, "server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: "100000000",
    APPLICATION_UPLOAD_BYTES_PER_HOUR: "2000000000",
    APPLICATION_MAX_FILES: "100000000",
    APPLICATIONS_PER_HOUR: "100000000",
    CONFIRMATION_MAILS_PER_HOUR: "100000000",
    CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR: "100000000",
    // The clients share one address; APPLICATION_UPLOADS_AT_ONCE stays as deployed.
    APPLICATION_UPLOADS_PER_CLIENT: "1000",
    APP_SECRET: "benchmark-secret-benchmark-secret-0123456789",
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  },
});
const pid = server.pid!;
// Stopped early (Ctrl-C, a timeout): the server and the cluster go too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.kill("SIGKILL");
    cluster?.stop();
    process.exit(1);
  });
}

const REQUEST_TIMEOUT_MS = 60_000;
const agent = new Agent({ keepAlive: true, maxSockets: clients });
function post(pieces: readonly Buffer[], contentType: string): Promise<{ status: number; retryAfter: number }> {
  const length = pieces.reduce((total, piece) => total + piece.length, 0);
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/applications",
        headers: { "content-type": contentType, "content-length": length, accept: "application/json" },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers["retry-after"] ?? Number.NaN) }),
        );
      },
    );
    req.on("error", () => resolve({ status: 0, retryAfter: Number.NaN }));
    // A server that stops answering ends the benchmark instead of hanging it: counted as "no answer".
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy());
    for (const piece of pieces.slice(0, -1)) req.write(piece);
    req.end(pieces.at(-1));
  });
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

try {
  for (let ready = false; !ready;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    ready = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // One form token, as a browser gets it, used for every upload once old enough (a token may be reused; decision 012).
  const { token, minAgeMs } = (await (
    await fetch(`http://127.0.0.1:${port}/api/form-token?form=application`)
  ).json()) as { token: string; minAgeMs: number };
  const pdf = generatePdf(size);
  const { before, after, contentType } = multipartBody(
    {
      role: role.slug,
      name: "Benchmark Candidate",
      email: `candidate.${NUMBER}@example.org`,
      phone: "+49 30 1234567",
      location: "Berlin",
      linkedin: "https://www.linkedin.com/in/benchmark-candidate",
      github: "",
      portfolio: "",
      note: "A short note of a few sentences about why this role, as a candidate would write it.",
      consent: "yes",
      website: "",
      formToken: token,
    },
    pdf,
  );
  await new Promise((resolve) => setTimeout(resolve, minAgeMs + 100));
  const startPeak = procStatus(pid, "VmHWM");
  const peakReset = resetPeak(pid);
  const rssBefore = procStatus(pid, "VmRSS");
  const cpuBefore = cpuSeconds(pid);

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let started = 0;
  let retries = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (started < maxUploads && performance.now() < deadline) {
        started += 1;
        const number = Buffer.from(String(started).padStart(NUMBER.length, "0"));
        const sent = performance.now();
        // A 503 with Retry-After (every upload slot busy) is tried again after it, as the form's script does; the latency is the whole wait.
        let answer = await post([before, number, after], contentType);
        while (answer.status === 503 && answer.retryAfter > 0 && answer.retryAfter <= 30) {
          retries += 1;
          await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
          answer = await post([before, number, after], contentType);
        }
        latencies.push(performance.now() - sent);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const rssAfter = procStatus(pid, "VmRSS");
  const peak = procStatus(pid, "VmHWM");
  const stored = statuses.get(201) ?? 0;
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  const errors = [...statuses].filter(([status]) => status !== 201).sort(([a], [b]) => a - b);
  console.log(
    [
      `database: ${cluster ? "PostgreSQL" : "PGlite (embedded)"}; ${clients} clients; CV ${pdf.length} bytes (PDF); ${latencies.length} uploads in ${elapsed.toFixed(1)} s`,
      `stored: ${stored}, ${(stored / elapsed).toFixed(1)} uploads/s (${((stored * pdf.length) / elapsed / 1024 / 1024).toFixed(1)} MB/s)`,
      `latency: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`,
      `errors: ${errors.length ? errors.map(([status, total]) => `${status === 0 ? "no answer (connection error or 60 s timeout)" : status} ×${total}`).join(", ") : "none"}; ${retries} retries after 503`,
      `server RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after, peak (VmHWM) ${peak.toFixed(0)} MB ${peakReset ? "during the uploads" : "since start (could not reset it)"}; ${startPeak.toFixed(0)} MB at start`,
      `server CPU ${cpu.toFixed(1)} s (${((cpu / Math.max(1, stored)) * 1000).toFixed(0)} ms per stored upload)`,
    ].join("\n"),
  );
} finally {
  agent.destroy();
  server.kill("SIGTERM");
  if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
