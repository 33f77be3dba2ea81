import { describe, expect, it } from "vitest";
import { Batcher } from "./batcher";

describe("Batcher", () => {
  it("gathers concurrent calls into one flush and answers each caller", async () => {
    const flushes: number[][] = [];
    const batcher = new Batcher<number, number>(async (inputs) => {
      flushes.push(inputs);
      return inputs.map((value) => value * 2);
    });
    const results = await Promise.all([1, 2, 3].map((value) => batcher.run(value)));
    expect(results).toEqual([2, 4, 6]);
    expect(flushes).toEqual([[1, 2, 3]]);
  });

  it("rejects every caller of a failed flush and keeps working", async () => {
    let fail = true;
    const batcher = new Batcher<number, number>(async (inputs) => {
      if (fail) throw new Error("disk full");
      return inputs;
    });
    await expect(Promise.all([batcher.run(1), batcher.run(2)])).rejects.toThrow("disk full");
    fail = false;
    await expect(batcher.run(3)).resolves.toBe(3);
  });
});
