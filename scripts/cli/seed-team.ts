/**
 * `npm run seed:team [-- --leads 50000] [--applications 5000] [--append]`
 * Fills the configured database (DATA_DIR or DATABASE_URL, like the server) with made-up leads and job
 * applications (scripts/cli/seed-team-data.ts), to try the team workspace at a real agency's scale. The leads are
 * spread over two years, the applications over the retention period; leads are assigned to the team's owners and
 * sales members when there are any. Refuses a database that already holds leads or applications unless --append
 * is given: the rows are fiction, and must not be mixed into real ones by mistake. On the embedded database, while
 * a server runs on DATA_DIR, the rows are written through that server (decision 034).
 */
import { parseArgs } from "node:util";
import { and, count, inArray, isNull } from "drizzle-orm";
import { readConfigOrExit } from "../../server/config";
import { applications, contacts, teamMembers } from "../../server/db/schema";
import { openConfiguredDatabase } from "./cli";
import { seedTeamData } from "./seed-team-data";

const usage = "usage: npm run seed:team -- [--leads 50000] [--applications 5000] [--append]";
const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "50000" },
    applications: { type: "string", default: "5000" },
    append: { type: "boolean", default: false },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const amount = (value: string, what: string) => {
  if (!/^\d{1,7}$/.test(value)) {
    console.error(`--${what} must be a whole number\n${usage}`);
    process.exit(2);
  }
  return Number(value);
};
const leads = amount(values.leads, "leads");
const applicationCount = amount(values.applications, "applications");

const database = await openConfiguredDatabase();
try {
  const { db } = database;
  const [held] = await db.select({ n: count() }).from(contacts);
  const [applied] = await db.select({ n: count() }).from(applications);
  if (!values.append && (Number(held?.n) || Number(applied?.n))) {
    console.error(
      `The database already holds ${held?.n} leads and ${applied?.n} applications: give --append to add made-up ones to them.`,
    );
    process.exitCode = 1;
  } else {
    const assignees = await db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(isNull(teamMembers.removedAt), inArray(teamMembers.role, ["owner", "sales"])));
    const started = performance.now();
    // Within the retention period, or the server would delete them at its next start.
    const applicationDays = readConfigOrExit().applicationRetentionDays * 0.9;
    await seedTeamData(db, {
      leads,
      applications: applicationCount,
      assignees: assignees.map((member) => member.id),
      applicationDays,
    });
    console.log(
      `${leads} leads and ${applicationCount} applications written in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
    );
  }
} finally {
  await database.close();
}
