/**
 * `npm start` (decision 042): the compiled server (build/node/main.js, decision 040) run by this `node` process itself,
 * so no TypeScript compiler, shell or second Node.js process stays beside it and signals reach the server.
 *
 * Plain JavaScript, because it runs before there is a build. A checkout without a build (or without the compiled
 * server) is first checked (scripts/check-environment.ts: a bad environment stops here, before a build that could
 * take minutes) and built (`npm run build`); both are child processes that end before the server starts.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const server = path.resolve("build/node/main.js");
const buildDir = path.resolve(process.env.BUILD_DIR || "build/client");

/** Runs an npm-installed command to its end; its failure is this start's, with its status. */
function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(buildDir, "index.html")) || !existsSync(server)) {
  run("tsx", ["scripts/check-environment.ts"]);
  console.log(`No build in ${buildDir} or no compiled server in build/node: running "npm run build" first.`);
  run("npm", ["run", "build"]);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
