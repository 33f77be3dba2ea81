/**
 * `npm start`: builds the site when there is no build yet, then runs the server.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { readConfigOrExit } from "../server/config";
import { exitUnlessSupportedNode } from "../server/node-version";
import { serve } from "../server/serve";

exitUnlessSupportedNode();
// A bad environment stops here, before a build that could take minutes.
const config = readConfigOrExit({ server: true });
const buildDir = config.buildDir;
if (!existsSync(path.join(buildDir, "index.html"))) {
  console.log(`No build in ${buildDir}: running "npm run build" first.`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await serve(config);
