import { describe, expect, it } from "vitest";
import { Batcher, isConnectionError } from "./batcher";

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

  it("rejects only the entry at fault: a failed batch is split until each entry has its own outcome", async () => {
    const committed: number[] = [];
    const batcher = new Batcher<number, number>(async (inputs) => {
      if (inputs.some((value) => value < 0)) throw Object.assign(new Error("invalid byte sequence"), { code: "22021" });
      committed.push(...inputs);
      return inputs;
    });
    const inputs = [1, 2, -3, 4, 5, 6, -7, 8, 9];
    const outcomes = await Promise.allSettled(inputs.map((value) => batcher.run(value)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      inputs.map((value) => (value < 0 ? "rejected" : "fulfilled")),
    );
    expect(committed.sort((a, b) => a - b)).toEqual([1, 2, 4, 5, 6, 8, 9]);
  });

  it("rejects every caller of a batch that lost its connection (a retry could store twice) and keeps working", async () => {
    let fail = true;
    let flushes = 0;
    const batcher = new Batcher<number, number>(async (inputs) => {
      flushes += 1;
      if (fail)
        throw new Error("query failed", {
          cause: Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" }),
        });
      return inputs;
    });
    await expect(Promise.all([batcher.run(1), batcher.run(2)])).rejects.toThrow("query failed");
    expect(flushes).toBe(1);
    fail = false;
    await expect(batcher.run(3)).resolves.toBe(3);
  });

  it("flushes a batch again as it was when its transaction deadlocked, and refuses it whole if that keeps failing", async () => {
    const deadlock = () =>
      new Error("query failed", { cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }) });
    let conflicts = 1;
    const flushes: number[][] = [];
    const batcher = new Batcher<number, number>(async (inputs) => {
      flushes.push(inputs);
      if (conflicts-- > 0) throw deadlock();
      return inputs;
    });
    await expect(Promise.all([batcher.run(1), batcher.run(2)])).resolves.toEqual([1, 2]);
    expect(flushes).toEqual([
      [1, 2],
      [1, 2],
    ]);
    // A batch that keeps meeting conflicts is refused whole after its attempts: not split, not retried for ever.
    conflicts = 3;
    flushes.length = 0;
    const outcomes = await Promise.allSettled([batcher.run(3), batcher.run(4)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(flushes).toEqual([
      [3, 4],
      [3, 4],
      [3, 4],
    ]);
    await expect(batcher.run(5)).resolves.toBe(5);
  });

  it("recognises connection failures through wrapped causes and SQLSTATE classes", () => {
    expect(
      isConnectionError(
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      ),
    ).toBe(true);
    expect(isConnectionError(new Error("wrapped", { cause: Object.assign(new Error("x"), { code: "08006" }) }))).toBe(
      true,
    );
    expect(
      isConnectionError(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" })),
    ).toBe(false);
    expect(isConnectionError(new Error("disk full"))).toBe(false);
  });
});
