/**
 * The operator commands' npm scripts run them with COMMAND_NODE_FLAGS (server/db/command-flags.ts), as the tests that run
 * them do: a command added without them, or a flag changed in one place only, fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMMAND_NODE_FLAGS } from "../../server/db/command-flags";

const scripts = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;
/** The commands that open the database: every script of this folder but the site generator, which the server runs. */
const commands = readdirSync(new URL(".", import.meta.url))
  .filter((file) => /^[a-z-]+\.ts$/.test(file) && !["cli.ts", "generate.ts"].includes(file))
  .filter((file) => readFileSync(new URL(file, import.meta.url), "utf8").includes("openConfiguredDatabase"));

describe("the operator commands", () => {
  it("each has an npm script that runs it with the commands' Node flags", () => {
    expect(commands.length).toBeGreaterThanOrEqual(6);
    for (const file of commands) {
      const script = Object.values(scripts).find((line) => line.endsWith(`scripts/cli/${file}`));
      expect(script, file).toBe(`tsx ${COMMAND_NODE_FLAGS.join(" ")} scripts/cli/${file}`);
    }
  });
});
