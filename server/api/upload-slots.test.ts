import { describe, expect, it, vi } from "vitest";
import { UploadSlots } from "./upload-slots";

describe("UploadSlots", () => {
  it("grants slots in arrival order, keeps a waiting line, refuses beyond it and beyond a client's share", async () => {
    const slots = new UploadSlots({ slots: 1, waiting: 2, maxWaitMs: 60_000, perClient: 2 });
    const first = await slots.acquire("a");
    expect(first).toBeTypeOf("function");
    const second = slots.acquire("b");
    const third = slots.acquire("a");
    // "a" holds its two places (the slot and one in line).
    expect(await slots.acquire("a")).toBeUndefined();
    // The line is full.
    expect(await slots.acquire("c")).toBeUndefined();
    expect(slots.state).toEqual({ active: 1, waiting: 2 });
    first!();
    first!(); // a second release changes nothing
    const granted = await second;
    expect(slots.state).toEqual({ active: 1, waiting: 1 });
    granted!();
    (await third)!();
    expect(slots.state).toEqual({ active: 0, waiting: 0 });
    // Every place was given back: "a" may hold two again.
    const again = [await slots.acquire("a"), slots.acquire("a")];
    expect(await slots.acquire("a")).toBeUndefined();
    (await again[0])!();
    (await again[1])!();
  });

  it("a request that waits longer than maxWaitMs is refused and leaves the line", async () => {
    vi.useFakeTimers();
    try {
      const slots = new UploadSlots({ slots: 1, waiting: 1, maxWaitMs: 10_000, perClient: 5 });
      const held = await slots.acquire("a");
      const waiting = slots.acquire("b");
      await vi.advanceTimersByTimeAsync(10_001);
      expect(await waiting).toBeUndefined();
      expect(slots.state).toEqual({ active: 1, waiting: 0 });
      held!();
      expect(slots.state).toEqual({ active: 0, waiting: 0 });
      expect(await slots.acquire("b")).toBeTypeOf("function");
    } finally {
      vi.useRealTimers();
    }
  });
});
