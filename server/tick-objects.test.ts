import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A fresh Node.js (this one, which strips the module's types itself) with V8's test functions: ticks in bursts with
 * full garbage collections between them, as a server idles between visitors, then the states of the feedback at
 * nextTick's computed keys (V8's own printout of the function).
 */
function keyFeedback(hold: boolean): { held: boolean; states: string[] } {
  const script = `
    const { holdTickObjectShape } = await import(${JSON.stringify(new URL("./tick-objects.ts", import.meta.url).href)});
    const held = ${hold} ? await holdTickObjectShape() : false;
    for (let burst = 0; burst < 8; burst++) {
      for (let tick = 0; tick < 200; tick++) await new Promise((resolve) => process.nextTick(resolve, tick));
      gc();
      gc();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    (await import("node:fs")).writeSync(1, JSON.stringify({ held }) + "\\n");
    %DebugPrint(process.nextTick);
  `;
  // Standard output is a file: V8 prints there itself, and would lose what a pipe Node made non-blocking refuses.
  const folder = mkdtempSync(path.join(tmpdir(), "alphai-ticks-"));
  const file = path.join(folder, "output.txt");
  const fd = openSync(file, "w");
  try {
    execFileSync(
      process.execPath,
      ["--allow-natives-syntax", "--expose-gc", "--no-warnings", "--input-type=module", "-e", script],
      { stdio: ["ignore", fd, "inherit"] },
    );
  } finally {
    closeSync(fd);
  }
  const output = readFileSync(file, "utf8");
  rmSync(folder, { recursive: true, force: true });
  const { held } = JSON.parse(output.slice(0, output.indexOf("\n"))) as { held: boolean };
  const states = [...output.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]!);
  return { held, states };
}

describe("Node's tick objects", () => {
  it("keep one shape through idle spells and full collections once it is held", () => {
    const { held, states } = keyFeedback(true);
    expect(held).toBe(true);
    // async_id, trigger_async_id, the context frame, callback and args: the three symbols and two names.
    expect(states.length).toBeGreaterThanOrEqual(3);
    expect(new Set(states)).toEqual(new Set(["MONOMORPHIC"]));
  });

  it("lose it without (the check can tell): the feedback gives up on the keys", () => {
    const { held, states } = keyFeedback(false);
    expect(held).toBe(false);
    expect(states).toContain("MEGAMORPHIC");
  });
});
