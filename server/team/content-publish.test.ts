/** A job opening's last day, as the workspace sets it in each language's text (server/team/content-publish.ts). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withLastDay } from "./content-publish";

const role = readFileSync(path.resolve("content/roles/qa-automation-engineer-remote.md"), "utf8");

describe("withLastDay", () => {
  it("changes the validThrough line alone, and nothing of the text around it", () => {
    const changed = withLastDay(role, "2027-06-30")!;
    expect(changed).toContain("\nvalidThrough: 2027-06-30\n");
    expect(changed.replace("validThrough: 2027-06-30", "")).toBe(role.replace(/validThrough: .*/, ""));
  });

  it("moves posted back to the last day when it was later (a role closed the day it was posted)", () => {
    const posted = /^posted: (.*)$/m.exec(role)![1]!;
    expect(withLastDay(role, "2026-01-01")).toContain("\nposted: 2026-01-01\n");
    expect(withLastDay(role, "2027-06-30")).toContain(`\nposted: ${posted}\n`);
  });

  it("finds nothing to change in a text without validThrough", () => {
    expect(withLastDay(role.replace(/^validThrough: .*\n/m, ""), "2027-06-30")).toBeUndefined();
  });
});
