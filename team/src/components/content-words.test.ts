/** A new entry's copied text, given its own dates (screens/content-new.tsx). */
import { describe, expect, it } from "vitest";
import budgeting from "../../../content/articles/budgeting-a-mobile-app-in-2026.md?raw";
import cloudKitchen from "../../../content/case-studies/cloud-kitchen-ordering-platform.md?raw";
import flutterDeveloper from "../../../content/de/roles/flutter-developer-lahore.md?raw";
import { datedToday } from "./content-words";

const NOW = new Date("2026-12-01T15:00:00Z");

describe("datedToday", () => {
  it("dates a copied article today and leaves a removed one's removal behind", () => {
    const article = budgeting.replace(/^(published: .*)$/m, "$1\nremoved: 2026-11-01");
    const copied = datedToday("articles", article, NOW);
    expect(copied).toContain("\npublished: 2026-12-01\n");
    expect(copied).not.toContain("removed:");
    // A body line that reads like a field is the article's own.
    expect(datedToday("articles", `${article}\npublished: in print\n`, NOW)).toContain("\npublished: in print\n");
    expect(copied.replace("published: 2026-12-01\n", "")).toBe(
      article.replace(/^published: .*\n/m, "").replace(/^removed: .*\n/m, ""),
    );
  });

  it("posts a copied job opening today, open for eight weeks, whatever the copied one's days", () => {
    const copied = datedToday("roles", flutterDeveloper, NOW);
    expect(copied).toContain("\nposted: 2026-12-01\n");
    expect(copied).toContain("\nvalidThrough: 2027-01-26\n");
  });

  it("gives a copied case study this year", () => {
    expect(datedToday("case-studies", cloudKitchen, NOW)).toContain("\nyear: 2026\n");
  });
});
