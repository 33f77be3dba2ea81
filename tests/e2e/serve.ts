/**
 * `npm run test:e2e:serve`: starts the servers the end-to-end suite uses (the test SMTP server and the site on the
 * production build, with the suite's environment: tests/e2e/servers.ts) and keeps them running until Ctrl-C, so that
 * `npx playwright test tests/e2e/<file>.spec.ts` in another terminal runs against them at once, without starting its
 * own (playwright.config.ts reuses servers outside CI). Build first: `npm run build`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir, port, runningServersFile, siteCommand, siteEnv, sinkCommand, teamStateDir } from "./servers";

mkdirSync(path.dirname(runningServersFile), { recursive: true });
writeFileSync(runningServersFile, JSON.stringify({ dataDir, teamStateDir }));

const start = (command: string, env: Record<string, string> = {}): ChildProcess =>
  // Each in a process group of its own, so stopping it stops the shell and the server it started.
  spawn(command, { shell: true, detached: true, stdio: "inherit", env: { ...process.env, ...env } });
const children = [start(sinkCommand), start(siteCommand, siteEnv)];
console.log(`e2e servers: the site on http://127.0.0.1:${port}/, its data in ${dataDir}; Ctrl-C stops them.`);

const stop = () => {
  rmSync(runningServersFile, { force: true });
  for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
for (const child of children) child.once("exit", stop);
