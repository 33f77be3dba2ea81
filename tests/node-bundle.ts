/**
 * For the whole test run (both Vitest projects): the server and the operator commands compiled as `npm run build`
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

let folder: string | undefined;

export async function setup(project: TestProject) {
  const parent = fileURLToPath(new URL("../.tmp/", import.meta.url));
  mkdirSync(parent, { recursive: true });
  folder = mkdtempSync(path.join(parent, "node-bundle-"));
  await bundleServer(folder);
  project.provide("nodeBundle", folder);
}

export function teardown() {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
