/**
 * Compares German content modules with their English originals, export by export (content/i18n/parity.ts):
 *   npx tsx scripts/checks/translation-parity.ts content/de/pages/<area> [more files or folders]
 * A German module content/de/<path>.ts is compared with content/<path>.ts. Exits 1 on any problem.
 */
import { readdirSync, statSync } from "node:fs";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parityProblems } from "../../content/i18n/parity";

const root = resolve(import.meta.dirname, "../..");
const files = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => files(resolve(path, name)))
    : path.endsWith(".ts") && !path.endsWith(".test.ts")
      ? [path]
      : [];

const problems: string[] = [];
for (const file of process.argv.slice(2).flatMap((arg) => files(resolve(arg)))) {
  const german = relative(root, file);
  const english = german.replace(/^content\/de\//, "content/");
  if (english === german) {
    problems.push(`${german}: not under content/de/`);
    continue;
  }
  const [de, en] = await Promise.all(
    [german, english].map((path) => import(pathToFileURL(resolve(root, path)).href) as Promise<object>),
  );
  for (const [name, value] of Object.entries(en!)) {
    if (typeof value === "function") continue;
    problems.push(...parityProblems(value, (de as Record<string, unknown>)[name], `${german} ${name}`));
  }
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("translation parity: no problem");
