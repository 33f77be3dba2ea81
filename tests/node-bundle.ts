/**
 * For the whole test run (all three Vitest projects): the server and the operator commands compiled as `npm run build`
 * compiles them (scripts/build/server-bundle.ts, decision 040), from the sources as they are now, into a temporary
 * folder of the repository's `.tmp/` (where the bundle's imports of packages find node_modules, as build/node's do).
 * The tests that start a server or run a command as a child process run that, as production does, and each start
 * skips compiling TypeScript (server/testing/spawn.ts).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { bundleServer } from "../scripts/build/server-bundle";

/**
 * One bundle for the three projects: Vitest runs each project's global setup, and may load this module once for
 * each, so the bundle and the count of projects using it are kept on the process (each bundle cost ~4 CPU-s).
 */
const shared = globalThis as { alphaiNodeBundle?: { folder: Promise<string>; users: number } };

async function bundle(): Promise<string> {
  const parent = fileURLToPath(new URL("../.tmp/", import.meta.url));
  mkdirSync(parent, { recursive: true });
  const folder = mkdtempSync(path.join(parent, "node-bundle-"));
  await bundleServer(folder);
  return folder;
}

export async function setup(project: TestProject) {
  shared.alphaiNodeBundle ??= { folder: bundle(), users: 0 };
  shared.alphaiNodeBundle.users += 1;
  project.provide("nodeBundle", await shared.alphaiNodeBundle.folder);
}

export async function teardown() {
  const current = shared.alphaiNodeBundle;
  if (!current || --current.users > 0) return;
  shared.alphaiNodeBundle = undefined;
  rmSync(await current.folder, { recursive: true, force: true });
}
