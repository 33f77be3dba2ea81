import type { TestProject } from "vitest/node";
import { startCluster, type TestCluster } from "./postgres";

let cluster: TestCluster | undefined;

/** One throw-away PostgreSQL cluster for the whole test run; each test file makes its own database in it. */
export async function setup(project: TestProject) {
  cluster = await startCluster();
  project.provide("pgUrl", cluster.url);
}

export function teardown() {
  cluster?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
