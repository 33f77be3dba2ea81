import { describe, expect, it } from "vitest";
import { TurnBatchedOutput } from "./log-output";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the log lines of a turn", () => {
  it("are written once, together and in order, when the turn is over", async () => {
    const writes: string[] = [];
    const output = new TurnBatchedOutput(() => ({ write: (text) => writes.push(text) }));
    output.write("one\n");
    output.write("two\n");
    output.write("three\n");
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(["one\ntwo\nthree\n"]);
    output.write("four\n");
    await nextTurn();
    await nextTurn();
    expect(writes).toEqual(["one\ntwo\nthree\n", "four\n"]);
  });

  it("are written at once when flushed (the process exits), and not again", async () => {
    const writes: string[] = [];
    const output = new TurnBatchedOutput(() => ({ write: (text) => writes.push(text) }));
    output.write("last\n");
    output.flush();
    expect(writes).toEqual(["last\n"]);
    await nextTurn();
    expect(writes).toEqual(["last\n"]);
  });
});
