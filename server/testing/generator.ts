/**
 * A stand-in for `build/node/cli/generate.js` in the publishing tests that are about the workspace's side of a publish,
 * not about the site it makes: its `--check` passes unless a document holds FAILS-THE-CHECK (then it fails as the
 * content's checks would, naming the word), and a generation copies the site served (`--previous`), unless a document
 * holds BREAKS-THE-TEMPLATE (then it fails as a template that throws on a text would). In milliseconds, where a real
 * generation takes tens of seconds.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { tempDir } from "./support";

export const FAILS_THE_CHECK = "FAILS-THE-CHECK";
export const BREAKS_THE_TEMPLATE = "BREAKS-THE-TEMPLATE";

/** The reason the stand-in gives for a document with BREAKS-THE-TEMPLATE. */
export const templateProblem = "A page cannot be rendered: its template threw on the text.";

/** Writes the stand-in and returns its path (a CommonJS script that `node` runs). */
export function standInGenerator(): string {
  const script = path.join(tempDir("generator"), "generate.cjs");
  writeFileSync(
    script,
    `const fs = require("node:fs"), path = require("node:path");
const args = process.argv.slice(2);
const overlay = process.env.CONTENT_OVERLAY;
const texts = overlay && fs.existsSync(overlay)
  ? fs.readdirSync(overlay, { recursive: true }).filter((f) => f.endsWith(".md")).map((f) => fs.readFileSync(path.join(overlay, f), "utf8"))
  : [];
if (args.includes("--check")) {
  if (texts.some((text) => text.includes(${JSON.stringify(FAILS_THE_CHECK)}))) {
    console.error("A document holds ${FAILS_THE_CHECK}.");
    process.exit(1);
  }
  process.exit(0);
}
if (texts.some((text) => text.includes(${JSON.stringify(BREAKS_THE_TEMPLATE)}))) {
  console.error(${JSON.stringify(templateProblem)});
  process.exit(1);
}
fs.cpSync(args[args.indexOf("--previous") + 1], path.join(args[args.indexOf("--out") + 1], "client"), { recursive: true });
`,
  );
  return script;
}
