/**
 * `npm run vitals [-- --since YYYY-MM-DD] [--format table|json]`
 * Prints the 75th percentile of LCP, INP, CLS, FCP and TTFB per route, with
 * the number of samples behind each, from the configured database (DATA_DIR
 * or DATABASE_URL, like the server). Reports are kept for 30 days.
 */
import { parseArgs } from "node:util";
import { VITAL_NAMES } from "../../app/shared/vitals-schema";
import { byRoute, formatVital, vitalPercentiles } from "../../server/api/vitals-report";
import { openConfiguredDatabase, parseSince } from "./cli";

const usage = "usage: npm run vitals -- [--since YYYY-MM-DD] [--format table|json]";
const { values } = parseArgs({
  options: {
    format: { type: "string", default: "table" },
    since: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.format !== "table" && values.format !== "json") {
  console.error(`--format must be table or json\n${usage}`);
  process.exit(2);
}
const since = parseSince(values.since, usage);
const database = await openConfiguredDatabase();
try {
  const routes = byRoute(await vitalPercentiles(database.db, { since }));
  if (values.format === "json") {
    process.stdout.write(`${JSON.stringify(routes, null, 2)}\n`);
  } else {
    console.log(
      `p75 per route (samples in brackets), ${routes.length} route${routes.length === 1 ? "" : "s"}${since ? ` since ${values.since}` : ""}`,
    );
    if (routes.length) {
      console.table(
        routes.map(({ path, metrics }) => ({
          path,
          ...Object.fromEntries(
            VITAL_NAMES.map((name) => {
              const metric = metrics[name];
              return [name, metric ? `${formatVital(name, metric.p75)} (${metric.samples})` : "-"];
            }),
          ),
        })),
      );
    }
  }
} finally {
  await database.close();
}
