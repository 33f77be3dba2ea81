/**
 * `npm run leads -- list|export [--format csv|json] [--since YYYY-MM-DD]`
 * Reads contacts and confirmed subscribers from the configured database
 * (DATA_DIR or DATABASE_URL, like the server). `list` prints a table;
 * `export` writes CSV (default; a cell a spreadsheet would run as a formula
 * gets a leading quote, see server/csv.ts) or JSON to standard output.
 */
import { parseArgs } from "node:util";
import { and, asc, eq, gte } from "drizzle-orm";
import { contacts, subscribers } from "../../server/db/schema";
import { openConfiguredDatabase, parseSince } from "./cli";
import { contactCells, toCsv } from "../../server/csv";

const usage = "usage: npm run leads -- list|export [--format csv|json] [--since YYYY-MM-DD]";
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string", default: "csv" },
    since: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
const [command] = positionals;
if (values.help || (command !== "list" && command !== "export")) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
if (values.format !== "csv" && values.format !== "json") {
  console.error(`--format must be csv or json\n${usage}`);
  process.exit(2);
}
const since = parseSince(values.since, usage);
const database = await openConfiguredDatabase();
try {
  const contactRows = await database.db
    .select()
    .from(contacts)
    .where(since ? gte(contacts.createdAt, since) : undefined)
    .orderBy(asc(contacts.id));
  const subscriberRows = await database.db
    .select({ email: subscribers.email, confirmedAt: subscribers.confirmedAt, createdAt: subscribers.createdAt })
    .from(subscribers)
    .where(and(eq(subscribers.status, "confirmed"), since ? gte(subscribers.confirmedAt, since) : undefined))
    .orderBy(asc(subscribers.confirmedAt));

  const leads = [
    ...contactRows.map((row) => ({
      type: "contact",
      date: row.createdAt.toISOString(),
      ...contactCells(row),
    })),
    ...subscriberRows.map((row) => ({
      type: "subscriber",
      date: (row.confirmedAt ?? row.createdAt).toISOString(),
      name: "",
      email: row.email,
      company: "",
      phone: "",
      service: "",
      budget: "",
      currency: "",
      message: "",
    })),
  ];

  if (command === "list") {
    console.log(
      `${contactRows.length} contact${contactRows.length === 1 ? "" : "s"}, ${subscriberRows.length} confirmed subscriber${subscriberRows.length === 1 ? "" : "s"}${since ? ` since ${values.since}` : ""}`,
    );
    if (leads.length)
      console.table(
        leads.map(({ message, ...rest }) => ({
          ...rest,
          message: message.length > 40 ? `${message.slice(0, 39)}…` : message,
        })),
      );
  } else if (values.format === "json") {
    process.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
  } else {
    process.stdout.write(toCsv(leads));
  }
} finally {
  await database.close();
}
