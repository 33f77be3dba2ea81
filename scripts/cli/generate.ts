/**
 * `node build/node/cli/generate.js --out <dir> [--build <dir>] [--previous <dir>]`
 * Makes one generation of the site (scripts/build/generate.ts, decision 052) with the team's published documents
 * from the folder `CONTENT_OVERLAY` names over the repository's content. The server runs it as a child process when
 * the published content changes; it can also be run by hand. Prints one JSON line (the generation's folder, pages
 * and timings) and exits 0, or prints the reason and exits 1: a bad document, a page that fails to render, or a
 * result the server would refuse. With `--check`, only the content's checks run (exit 0 or 1 with the problems).
 * With `--preview <path>`, the content's checks run and that one page is prerendered into `--out`; its HTML is
 * printed (a preview, decision 054).
 */
import { parseArgs } from "node:util";

// Before React loads (the modules imported below): a generation renders with React's production build, as the build does.
process.env.NODE_ENV = "production";

const usage =
  "usage: generate --out <dir> [--build <dir>] [--previous <dir>] [--now <ISO time>] | generate --check | generate --preview <path> --out <dir>";
const { values } = parseArgs({
  options: {
    out: { type: "string" },
    build: { type: "string", default: "build" },
    previous: { type: "string" },
    now: { type: "string" },
    check: { type: "boolean" },
    preview: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.check) {
  // The content's checks alone (the build's parser, schemas, cross-checks, photos and demo values), no page made.
  try {
    const { checkContent } = await import("../build/generate");
    await checkContent();
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
if (values.preview !== undefined && values.out) {
  try {
    const { previewPage } = await import("../build/generate");
    process.stdout.write(await previewPage({ build: values.build, out: values.out, path: values.preview }));
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
if (values.help || !values.out) {
  (values.help ? console.log : console.error)(usage);
  process.exit(values.help ? 0 : 2);
}
const now = values.now === undefined ? undefined : new Date(values.now);
if (now && Number.isNaN(now.getTime())) {
  console.error(`--now is not a time: ${values.now}\n${usage}`);
  process.exit(2);
}
try {
  const { generateSite } = await import("../build/generate");
  const generation = await generateSite({ build: values.build, out: values.out, previous: values.previous, now });
  process.stdout.write(`${JSON.stringify(generation)}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
