/**
 * The form of each collection (server/team/content-fields.ts), derived from the schema the build checks the files
 * with: every field a file's frontmatter holds is in it, with its kind and limits, and none of the body's.
 */
import { describe, expect, it } from "vitest";
import type { ContentField } from "../../app/shared/team-api";
import { collectionsIn } from "../../content/collections";
import { contentFields } from "./content-fields";

const paths = (fields: readonly ContentField[]): string[] =>
  fields.flatMap((field) => [field.path.join("."), ...(field.kind === "group" ? paths(field.fields!) : [])]);

describe("the form of a collection's fields", () => {
  it("has every field the repository's files give in their frontmatter, and no field of the body", () => {
    const { articles, caseStudies, roles } = collectionsIn("en");
    const given = (entries: readonly object[], body: readonly string[]) =>
      [...new Set(entries.flatMap((entry) => Object.keys(entry)))].filter(
        (key) => !["slug", "removed", ...body].includes(key),
      );
    expect(paths(contentFields("articles"))).toEqual(expect.arrayContaining(given(articles, ["sections"])));
    expect(paths(contentFields("case-studies"))).toEqual(
      expect.arrayContaining(given(caseStudies, ["challenge", "solution"])),
    );
    expect(paths(contentFields("roles"))).toEqual(
      expect.arrayContaining(given(roles, ["responsibilities", "requirements", "hiringSteps"])),
    );
    expect(paths(contentFields("articles"))).not.toContain("sections");
    expect(paths(contentFields("articles"))).not.toContain("removed");
  });

  it("takes each field's kind and limits from the schema", () => {
    const byPath = new Map(
      ["articles", "case-studies", "roles"].flatMap((collection) =>
        contentFields(collection as "articles").flatMap(function all(field): [string, typeof field][] {
          return [[`${collection}:${field.path.join(".")}`, field], ...(field.fields ?? []).flatMap(all)];
        }),
      ),
    );
    expect(byPath.get("articles:title")).toMatchObject({ kind: "text", required: true, minLength: 10, maxLength: 60 });
    expect(byPath.get("articles:summary")).toMatchObject({ kind: "long", minLength: 60, maxLength: 300 });
    expect(byPath.get("articles:published")).toMatchObject({ kind: "date", label: "Published on" });
    expect(byPath.get("articles:topics")).toMatchObject({
      kind: "choices",
      options: expect.arrayContaining(["mobile-apps"]),
    });
    expect(byPath.get("articles:related")).toMatchObject({ kind: "list" });
    expect(byPath.get("articles:author.name")).toMatchObject({ kind: "text", label: "Author's name", required: true });
    expect(byPath.get("case-studies:year")).toMatchObject({ kind: "integer", minimum: 2022 });
    expect(byPath.get("case-studies:quote")).toMatchObject({ kind: "group", required: false });
    expect(byPath.get("case-studies:outcomes")).toMatchObject({ kind: "rows", item: "Outcome" });
    expect(byPath.get("roles:employmentType")).toMatchObject({
      kind: "choice",
      options: expect.arrayContaining(["FULL_TIME"]),
    });
    expect(byPath.get("roles:salary.min")).toMatchObject({ kind: "integer", label: "Salary from" });
    expect(byPath.get("roles:salary.min")).not.toHaveProperty("maximum");
  });
});
