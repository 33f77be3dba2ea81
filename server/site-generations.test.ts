/**
 * SiteGenerations without a real generator (a real one takes half a minute: server/team/content-publish.db.test.ts):
 * a stand-in script that records the arguments it was given and writes a site folder where the real one would.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "./db/client";
import { SiteGenerations } from "./site-generations";
import { SITE_MANIFEST_FILE } from "./site-manifest";
import { tempDir } from "./testing/support";

/** Writes `<--out>/client/args.json` with its arguments, as the real generator writes the site under `--out`. */
const STAND_IN = `
const { mkdirSync, writeFileSync } = require("node:fs");
const args = process.argv.slice(2);
const out = args[args.indexOf("--out") + 1];
mkdirSync(out + "/client", { recursive: true });
writeFileSync(out + "/client/args.json", JSON.stringify(args));
`;

describe("site generations", () => {
  const generations: SiteGenerations[] = [];
  afterEach(async () => {
    for (const generation of generations.splice(0)) await generation.stop();
  });

  it("makes each generation from the one served, so that its unchanged outputs are reused, not made again", async () => {
    const dir = tempDir("generations");
    const script = path.join(dir, "generate.cjs");
    writeFileSync(script, STAND_IN);
    const buildDir = path.join(dir, "build", "client");
    mkdirSync(buildDir, { recursive: true });
    writeFileSync(path.join(buildDir, SITE_MANIFEST_FILE), "{}");
    const swapped: string[] = [];
    const sites = new SiteGenerations({
      db: undefined as unknown as Db,
      buildDir,
      dataDir: path.join(dir, "data"),
      script,
      log: { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger,
      swap: async (client) => void swapped.push(client),
      pollMs: 0,
    });
    generations.push(sites);
    const argsOf = (client: string) => JSON.parse(readFileSync(path.join(client, "args.json"), "utf8")) as string[];
    const previousOf = (args: readonly string[]) => args[args.indexOf("--previous") + 1];

    const first = await sites.generate([]);
    if (!first.ok) throw new Error(first.problems.join("\n"));
    // The first is made from the build.
    expect(previousOf(argsOf(first.client))).toBe(buildDir);
    expect(await sites.adopt(1, first)).toBe(true);
    expect(swapped).toEqual([first.client]);

    const second = await sites.generate([]);
    if (!second.ok) throw new Error(second.problems.join("\n"));
    // The next from the site served: a folder that exists (it once named a folder that did not, and every social
    // image and compressed file was made again, doubling a publish's time).
    expect(previousOf(argsOf(second.client))).toBe(first.client);
    expect(existsSync(path.join(first.client, "args.json"))).toBe(true);
    expect(await sites.adopt(2, second)).toBe(true);
    expect(swapped).toEqual([first.client, second.client]);
    // The older generation is removed once a newer one is served.
    expect(existsSync(first.folder)).toBe(false);
  });
});
