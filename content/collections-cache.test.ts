/**
 * The collections as the build parsed them (content/collections-cache.ts, decision 061): the server's start reads a
 * language's from the bundle's file when every file it would parse is as it was at build, and parses it otherwise.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { loadCollections, parsedCollections } from "./collections";
import { collectionsFromCache, offerParsedCollections } from "./collections-cache";

const root = mkdtempSync(path.join(tmpdir(), "alphai-collections-cache-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => offerParsedCollections([]));

/** Offers `value(index)` for each language's sources as the build has them. */
const offerWith = (value: (index: number) => unknown) =>
  offerParsedCollections(parsedCollections().map(({ source }, index) => ({ source, value: value(index) })));

describe("the collections parsed at build", () => {
  it("are given for sources that are unchanged, each once; a changed source, or a second ask, is parsed", () => {
    const [english, german] = parsedCollections();
    // Markers in place of the values: which of them the loads return shows what was read and what parsed.
    offerWith((index) => ({ marker: index }));
    expect(loadCollections("de")).toEqual({ marker: 1 });
    expect(loadCollections("en")).toEqual({ marker: 0 });
    expect(collectionsFromCache()).toBe(2);
    expect(loadCollections("en")).toEqual(english!.value);
    expect(collectionsFromCache()).toBe(2);

    // One article changed in a team's documents (an overlay): the English source differs, and is parsed.
    offerWith((index) => ({ marker: index }));
    const overlay = path.join(root, "overlay");
    mkdirSync(path.join(overlay, "articles"), { recursive: true });
    const slug = "budgeting-a-mobile-app-in-2026";
    const text = readFileSync(new URL(`./articles/${slug}.md`, import.meta.url), "utf8");
    const title = /^title: (.*)$/m.exec(text)![1]!;
    writeFileSync(
      path.join(overlay, "articles", `${slug}.md`),
      text.replace(/^title: .*$/m, "title: Budgeting a mobile app, revised"),
    );
    const edited = loadCollections("en", pathToFileURL(`${overlay}/`));
    expect(edited).not.toHaveProperty("marker");
    expect(edited.articles.problems).toEqual([]);
    expect(edited.articles.entries.find((entry) => entry.slug === slug)?.title).toBe("Budgeting a mobile app, revised");
    expect(title).not.toBe("Budgeting a mobile app, revised");
    // Without the overlay the German source is as it was: read.
    expect(loadCollections("de")).toEqual({ marker: 1 });
    expect(german!.value).not.toHaveProperty("marker");
  });
});
