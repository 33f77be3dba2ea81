/**
 * The W3C Nu HTML Checker (vnu-jar) over every page of the production build (run by `npm test`), and the team
 * workspace's shell (build/team/index.html beside build/client, decision 026).
 * Prints each error with its page, line and extract; exits 1 when there is any. Needs a Java runtime
 * (11 or newer): `.ci/run` installs Debian's default-jre-headless when `java` is missing.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
/** The checker itself, from the vnu-jar package (its postinstall Java download is not needed: java is found on PATH). */
const vnu = require.resolve("vnu-jar/build/dist/vnu.jar");

const buildDir = path.resolve(process.argv[2] ?? "build/client");

interface Message {
  readonly type: string;
  readonly subType?: string;
  readonly url: string;
  readonly lastLine?: number;
  readonly message: string;
  readonly extract?: string;
}

const pages = (await readdir(buildDir, { recursive: true }))
  // React Router's SPA fallback is a build artifact the server never sends (server/site-files.ts).
  .filter((file) => file.endsWith(".html") && path.basename(file) !== "__spa-fallback.html")
  .map((file) => path.join(buildDir, file))
  .sort();
// The workspace's one HTML page, the shell of its single-page app (team/index.html as built).
const teamShell = path.join(buildDir, "..", "team", "index.html");
if (!pages.length || !existsSync(teamShell)) {
  console.error(
    `check-html: no HTML in ${pages.length ? path.dirname(teamShell) : buildDir}; run "npm run build" first.`,
  );
  process.exit(1);
}
pages.push(teamShell);

const java = spawnSync("java", ["-version"], { encoding: "utf8" });
if (java.error || java.status !== 0) {
  console.error('check-html: no Java runtime found. Install one (Debian: "apt-get install -y default-jre-headless").');
  process.exit(1);
}

/**
 * The JVM as a short batch job wants it: the quick compiler only (C1; the optimising C2 compiled in the background for
 * as long as the check ran) and the serial collector (no collector threads). One run over the ~290 pages took 11 CPU-s
 * instead of 17, in the same wall time, beside the suite's other work on two cores.
 */
const JVM_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

const started = Date.now();
// The checker writes its JSON report to standard error.
const result = spawnSync("java", [...JVM_OPTIONS, "-jar", vnu, "--format", "json", "--errors-only", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
let messages: Message[];
try {
  messages = (JSON.parse(result.stderr) as { messages: Message[] }).messages;
} catch {
  console.error(`check-html: the checker did not report (exit ${result.status}):\n${result.stderr}${result.stdout}`);
  process.exit(1);
}
const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
const relative = (url: string) => `/${path.relative(path.dirname(buildDir), new URL(url).pathname)}`;
for (const error of errors) {
  console.error(
    `${relative(error.url)}:${error.lastLine ?? "?"}: ${error.message}${error.extract ? `\n    ${error.extract.trim().slice(0, 160)}` : ""}`,
  );
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const failing = new Set(errors.map((error) => error.url)).size;
console.log(
  `check-html: ${pages.length} pages, ${errors.length} errors on ${failing} pages (Nu HTML Checker, ${seconds} s)`,
);
process.exit(errors.length ? 1 : 0);
