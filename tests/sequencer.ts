/**
 * The order Vitest starts the test files in (vitest.config.ts `sequence.sequencer`): its own (the slowest first by an
 * earlier run's timings, or, in a fresh clone that has none, the largest files first; the `db` project's before the
 * others'), with the files known to take longest moved to the front, whichever project they are in.
 *
 * Started last, one long file runs alone while the other workers have nothing left: in fresh clones the unit project's
 * one real generation of the site (scripts/build/generate.test.ts, ~24 s) came after every database file, and the run
 * ended with half the machine idle for as long. A file missing from this list only starts where Vitest puts it.
 */
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The files that took 20 s or more in a fresh clone's `npm test` on the two-core machine, slowest first. */
const SLOWEST = [
  "server/team/content-publish.db.test.ts",
  "scripts/dev/server.db.test.ts",
  "server/instances.db.test.ts",
  "server/team/auth.db.test.ts",
  "server/shutdown.db.test.ts",
  "server/fuzz.db.test.ts",
  "server/api/applications-hardening.db.test.ts",
  "scripts/build/generate.test.ts",
  "server/team/gate.db.test.ts",
  "server/hardening.db.test.ts",
  "server/crash.db.test.ts",
];

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const index = SLOWEST.indexOf(path.relative(root, file.moduleId).split(path.sep).join("/"));
      return index === -1 ? SLOWEST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
