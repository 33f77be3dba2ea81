/**
 * `npm start`: builds the site when there is no build yet (or no compiled server in it), then runs the compiled
 * server (build/node/main.js, decision 040).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readConfigOrExit } from "../server/config";
import { exitUnlessSupportedNode } from "../server/node-version";

exitUnlessSupportedNode();
// A bad environment stops here, before a build that could take minutes.
const config = readConfigOrExit({ server: true });
const buildDir = config.buildDir;
const server = path.resolve("build/node/main.js");
if (!existsSync(path.join(buildDir, "index.html")) || !existsSync(server)) {
  console.log(`No build in ${buildDir} or no compiled server in build/node: running "npm run build" first.`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
