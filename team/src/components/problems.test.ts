import { describe, expect, it } from "vitest";
import { problemPlace } from "./problem-place";

describe("where a build's message points", () => {
  it("names the language and line of a team's document", () => {
    expect(problemPlace("workspace/articles/a-new-one.md:4: title: Too small")).toEqual({ locale: "en", line: 4 });
    expect(problemPlace("workspace/de/case-studies/x-1.md:12: summary: Too big")).toEqual({ locale: "de", line: 12 });
  });

  it("points nowhere for a repository's file or a message without a line", () => {
    expect(problemPlace("content/de/articles/a.md: missing (every English entry has a translation)")).toBeUndefined();
    expect(problemPlace('duplicate title "A | Alphai" (/resource/a and /resource/b)')).toBeUndefined();
    expect(problemPlace("workspace/articles/a.md: has no English original")).toBeUndefined();
  });
});
