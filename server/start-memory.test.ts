/** The collection a server runs once it has started (server/start-memory.ts) gives back the memory a start left. */
import { getHeapSpaceStatistics } from "node:v8";
import { describe, expect, it } from "vitest";
import { releaseStartMemory } from "./start-memory";

const youngGeneration = () => getHeapSpaceStatistics().find((space) => space.space_name === "new_space")!;

describe("releasing the start's memory", () => {
  it("shrinks the young generation a burst of allocations grew, and collects what is no longer used", async () => {
    // A start's burst: many short-lived objects, each batch kept for a while (as the build and content read are).
    const burst = () => {
      let rows = 0;
      for (let round = 0; round < 40; round += 1) {
        rows += Array.from({ length: 20_000 }, (_, index) => ({ index, text: `row ${index} of ${round}` })).length;
      }
      return rows;
    };
    expect(burst()).toBe(800_000);
    const before = youngGeneration().physical_space_size;
    await releaseStartMemory();
    const after = youngGeneration();
    expect(after.physical_space_size).toBeLessThan(before / 2);
    expect(after.space_used_size).toBeLessThan(1024 * 1024);
  });
});
