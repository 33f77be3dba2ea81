/**
 * `npm run applications -- list [--role slug] [--since YYYY-MM-DD]`
 * `npm run applications -- get <id> --out file`   (writes the CV; the details go to standard output)
 * `npm run applications -- export [--role slug] [--since YYYY-MM-DD]`   (CSV, formula cells neutralised, no CVs)
 * Reads job applications (decision 021) from the configured database (DATA_DIR or
 * DATABASE_URL, like the server). The CV is written only where --out says,
 * never under the candidate's file name (which is not kept anyway).
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { and, asc, eq, gte } from "drizzle-orm";
import { applicationColumns } from "../../server/db/application-columns";
import { applications } from "../../server/db/schema";
import { openConfiguredDatabase, parseSince } from "./cli";
import { applicantCells, toCsv } from "../../server/csv";

const usage = "usage: npm run applications -- list|export [--role slug] [--since YYYY-MM-DD] | get <id> --out file";
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: "string" },
    since: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
const [command, idArgument] = positionals;
const fail = (message: string): never => {
  console.error(message ? `${message}\n${usage}` : usage);
  process.exit(2);
};
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (command !== "list" && command !== "export" && command !== "get") fail("");
if (command === "get" && (!idArgument || !/^\d+$/.test(idArgument) || !values.out))
  fail("get needs an application id and --out file");
const since = parseSince(values.since, usage);

/** Everything but the CV's bytes. */
const details = { ...applicationColumns, createdAt: applications.createdAt };

const database = await openConfiguredDatabase();
try {
  if (command === "get") {
    const [row] = await database.db
      .select({ ...details, cv: applications.cv })
      .from(applications)
      .where(eq(applications.id, Number(idArgument)));
    if (!row) {
      console.error(`No application #${idArgument} (withdrawn, past its retention period, or never sent).`);
      process.exitCode = 1;
    } else {
      // wx: never overwrite a file that is already there.
      await writeFile(values.out!, row.cv, { flag: "wx", mode: 0o600 });
      const shown: Partial<typeof row> = { ...row };
      delete shown.cv;
      console.log(JSON.stringify({ ...shown, cvWrittenTo: values.out }, null, 2));
    }
  } else {
    const rows = await database.db
      .select(details)
      .from(applications)
      .where(
        and(
          values.role ? eq(applications.role, values.role) : undefined,
          since ? gte(applications.createdAt, since) : undefined,
        ),
      )
      .orderBy(asc(applications.id));
    const cells = rows.map((row) => ({
      id: String(row.id),
      date: row.createdAt.toISOString(),
      role: row.role,
      ...applicantCells(row),
      sha256: row.cvSha256,
    }));
    if (command === "list") {
      console.log(
        `${rows.length} application${rows.length === 1 ? "" : "s"}${values.role ? ` for ${values.role}` : ""}${since ? ` since ${values.since}` : ""}`,
      );
      if (rows.length)
        console.table(cells.map(({ id, date, role, name, email, cv }) => ({ id, date, role, name, email, cv })));
    } else {
      process.stdout.write(toCsv(cells));
    }
  }
} finally {
  await database.close();
}
