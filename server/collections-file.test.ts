import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { readCollectionsFile } from "./collections-file";

const root = mkdtempSync(path.join(tmpdir(), "alphai-collections-file-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  writeFileSync(path.join(root, name), text);
  return pathToFileURL(path.join(root, name));
};

describe("the collections file beside the server's bundle", () => {
  it("gives the values as written", () => {
    const values = [{ source: "en", value: { articles: { entries: [], problems: [] } } }];
    expect(readCollectionsFile(file("good.json", JSON.stringify(values)))).toEqual(values);
  });

  it("gives none for a missing, cut or foreign file, and skips entries without their source", () => {
    expect(readCollectionsFile(pathToFileURL(path.join(root, "missing.json")))).toEqual([]);
    expect(readCollectionsFile(file("cut.json", '[{"source": "en", "val'))).toEqual([]);
    expect(readCollectionsFile(file("object.json", '{"source": "en"}'))).toEqual([]);
    expect(readCollectionsFile(file("mixed.json", '[null, {"value": 1}, {"source": "de", "value": 2}]'))).toEqual([
      { source: "de", value: 2 },
    ]);
  });
});
