import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { withoutQueryParameters } from "./query-errors";

describe("withoutQueryParameters", () => {
  it("a failed query is logged without its parameters (a candidate's address and CV), with the query, the database's message and code", async () => {
    const cause = Object.assign(new Error("value too long for type character varying(100)"), {
      code: "22001",
      severity: "ERROR",
      params: ["mariam@example.org"],
      query: "insert",
    });
    const cv = Buffer.from("%PDF-1.4\nsecret CV text\n    at fake (frame.js:1:1)");
    const failed = new DrizzleQueryError(
      'insert into "applications" ("email", "cv") values ($1, $2)',
      ["mariam@example.org", cv],
      cause,
    );
    const lines: string[] = [];
    const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => void lines.push(line) } } });
    app.log.error({ err: withoutQueryParameters(failed) }, "request failed");
    await app.close();
    const logged = lines.join("");
    expect(logged).not.toContain("mariam@example.org");
    expect(logged).not.toContain("secret CV text");
    expect(logged).toContain('insert into \\"applications\\"');
    expect(logged).toContain("params: (2, not logged)");
    expect(logged).toContain("value too long");
    expect(logged).toContain("22001");
    expect(logged).toMatch(/query-errors\.test\.ts:\d+/);
    // Not the unlogged original: it still names them.
    expect(JSON.stringify({ message: failed.message })).toContain("mariam@example.org");
    const other = new Error("other");
    expect(withoutQueryParameters(other)).toBe(other);
  });
});
