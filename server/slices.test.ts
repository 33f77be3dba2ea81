import { describe, expect, it } from "vitest";
import { inSlices } from "./slices";

describe("inSlices", () => {
  it("does the work for every item in order, and lets the event loop run between slices", async () => {
    const events: string[] = [];
    const items = Array.from({ length: 70 }, (_, index) => index);
    let turns = 0;
    const tick = () => {
      turns += 1;
      events.push(`turn ${turns}`);
      if (turns < 10) setImmediate(tick);
    };
    setImmediate(tick);
    await inSlices(items, (item) => events.push(`item ${item}`));
    const worked = events.filter((event) => event.startsWith("item")).map((event) => Number(event.slice(5)));
    expect(worked).toEqual(items);
    // 70 items in slices of 32: the loop turned after the 32nd and the 64th, and never within a slice.
    const between = (from: number) => events.indexOf(`item ${from}`) - events.indexOf(`item ${from - 1}`);
    expect(between(32)).toBeGreaterThan(1);
    expect(between(64)).toBeGreaterThan(1);
    for (const item of items.filter((index) => index % 32 !== 0)) expect(between(item)).toBe(1);
  });

  it("stops at the first item whose work throws", async () => {
    const done: number[] = [];
    await expect(
      inSlices([1, 2, 3, 40], (item) => {
        if (item === 3) throw new Error("unreadable");
        done.push(item);
      }),
    ).rejects.toThrow("unreadable");
    expect(done).toEqual([1, 2]);
  });
});
