/**
 * `npm run content -- export [--out DIR]`, `npm run content -- conflicts` (issue 37 §4, decision 052):
 * the team's published documents in the configured database (DATA_DIR or DATABASE_URL, like the server).
 * `export` writes each as the file a developer commits, laid out as content/ is (default: this checkout's
 * content/, so `git diff` shows the team's edits), and names the new case studies and roles that
 * content/collection-order.ts must list. `conflicts` lists the entries whose repository file changed since
 * the team's document was written from it (a member keeps one of the two texts in the workspace).
 * On PGlite, while a server runs on DATA_DIR, the queries go through that server (decision 034).
 */
import path from "node:path";
import { parseArgs } from "node:util";

const usage = `usage: npm run content -- export [--out DIR]
       npm run content -- conflicts
  export      writes every document the team published as its file under DIR (default: content), as content/ lays them out,
              but those in conflict with the repository's file (resolved in the workspace first)
  conflicts   lists each entry and language whose repository file changed since the team's document was written from it`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { out: { type: "string", default: "content" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const [command, extra] = positionals;
if (command !== "export" && command !== "conflicts") fail(command ? `unknown command "${command}"` : "no command");
if (extra !== undefined) fail(`unexpected argument "${extra}"`);
if (command === "conflicts" && process.argv.some((argument) => argument.startsWith("--out")))
  fail("--out is for export");

// The database and the content's modules are loaded only once the arguments are good (decision 032).
const { openConfiguredDatabase } = await import("./cli");
const files = await import("../../server/content-files");
const database = await openConfiguredDatabase();
try {
  if (command === "export") {
    const folder = path.resolve(values.out);
    const { written, unchanged, conflicts, toOrder, photos } = await files.exportDocuments(database.db, folder);
    for (const file of written) console.log(`wrote ${path.join(values.out, file)}`);
    for (const file of conflicts)
      console.log(
        `left ${path.join(values.out, file)} alone: the repository's file changed since the team published it; keep one of the two in the workspace first`,
      );
    console.log(
      `${written.length} file(s) written, ${unchanged.length} already as published, in ${folder}.` +
        (written.length ? " Review them (git diff) and commit them." : ""),
    );
    for (const photo of photos)
      console.log(
        `content/photos.ts: add { id: ${JSON.stringify(photo.id)}, file: ${JSON.stringify(photo.file)}, alt: ${JSON.stringify(photo.alt)} } (its original is ${path.join(values.out, "photos", photo.file)}).`,
      );
    for (const { collection, slug } of toOrder)
      console.log(
        `content/collection-order.ts: add "${slug}" to ${collection === "roles" ? "roleOrder" : "caseStudyOrder"} where it belongs (the build refuses a file it does not list).`,
      );
  } else {
    const conflicts = (await files.publishedDocuments(database.db)).filter(
      (document) => files.repositoryChange(document) !== undefined,
    );
    for (const document of conflicts)
      console.log(
        `${document.collection}/${document.slug} (${document.locale}): content/${files.fileOf(document)} changed since the team published it; the team's text is on the site. Keep one of them in the workspace.`,
      );
    console.log(conflicts.length ? `${conflicts.length} conflict(s).` : "No conflicts.");
  }
} finally {
  await database.close();
}
