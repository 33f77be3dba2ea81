/**
 * No English on a German page (issue 35 §3, run by `npm test` after the build): reads every prerendered page under
 * /de in the build, with the drawings it inlines or shows from a file, and fails on a common English word outside the
 * allow-list of names (scripts/checks/english-words.ts, scripts/checks/german-text.ts). Prints each word with its
 * page and the text around it.
 */
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { englishIn, readText } from "./german-text";

const buildDir = path.resolve(process.argv[2] ?? "build/client");
const germanDir = path.join(buildDir, "de");

const pages = (await readdir(germanDir, { recursive: true }).catch(() => [] as string[]))
  .filter((file) => file.endsWith(".html"))
  .sort();
if (!pages.length) {
  console.error(`check-german: no German pages in ${germanDir}; run "npm run build" first.`);
  process.exit(1);
}

const fileTexts = new Map<string, readonly string[]>();
const svgText = async (file: string) => {
  if (!fileTexts.has(file)) {
    const markup = await readFile(path.join(buildDir, file), "utf8").catch(() => "");
    fileTexts.set(file, readText(markup).texts);
  }
  return fileTexts.get(file)!;
};

let problems = 0;
for (const page of pages) {
  const { texts, svgFiles } = readText(await readFile(path.join(germanDir, page), "utf8"));
  const all = [...texts];
  for (const file of svgFiles) all.push(...(await svgText(file)));
  const findings = englishIn(all);
  if (!findings.length) continue;
  const address = `/de/${path.dirname(page) === "." ? "" : path.dirname(page)}`;
  for (const { word, context } of findings) console.error(`${address}: "${word}" in "${context}"`);
  problems += findings.length;
}

if (problems) {
  console.error(
    `\ncheck-german: ${problems} English word(s) on German pages. Translate them, or, for a product or technology name, add it to ALLOWED in scripts/checks/english-words.ts.`,
  );
  process.exit(1);
}
console.log(`check-german: ${pages.length} German pages and ${fileTexts.size} drawings, no English word.`);
