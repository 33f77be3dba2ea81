/**
 * `npm run outbox -- list|release|discard [--status held|failed] [--kind KIND] [--id N]… [--all] [--limit N]`
 * `npm run outbox -- show <id>`
 * Mails the server put aside in the configured database (DATA_DIR or
 * DATABASE_URL, like the server): "held" while SMTP_URL was unset, or
 * "failed" after every retry. `list` shows them without their bodies;
 * `show` prints one whole (the server's log never does: decision 022);
 * `release` makes them due again, for a server with SMTP_URL to send;
 * `discard` deletes them. On PGlite, while a server runs on DATA_DIR, the
 * queries go through that server (decision 034).
 */
import { parseArgs } from "node:util";
import type { OutboxFilter } from "../../server/mail/outbox-admin";
import { PARKED_STATUSES, type ParkedStatus } from "../../server/mail/parked-statuses";

/**
 * The configured database. It and the outbox's queries are loaded only once the arguments are known to be good: a
 * mistyped command gets its usage at once, without loading the database code (decision 032).
 */
const openDatabase = async () => {
  const { openConfiguredDatabase } = await import("./cli");
  return openConfiguredDatabase();
};

const usage = `usage: npm run outbox -- list|release|discard [--status held|failed] [--kind KIND] [--id N]... [--all] [--limit N]
       npm run outbox -- show <id>
  list      the mails set aside (default status held): id, kind, recipient, subject, never the body
  show      one mail whole, whatever its status: recipient, subject, headers and text (it may hold personal data and links that act)
  release   makes them due again: a server with SMTP_URL sends them on its next pass (within 15 seconds)
  discard   deletes them; needs --id, --kind or --all`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const parsed = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        status: { type: "string", default: "held" },
        kind: { type: "string" },
        id: { type: "string", multiple: true },
        all: { type: "boolean", default: false },
        limit: { type: "string", default: "100" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const { positionals, values } = parsed;
const [command] = positionals;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (command === "show") {
  const [, id, extra] = positionals;
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1)
    fail(`show needs a mail's id (a positive whole number)${id ? `, got "${id}"` : ""}`);
  if (extra !== undefined) fail(`unexpected argument "${extra}"`);
  const { showMail } = await import("../../server/mail/outbox-admin");
  const database = await openDatabase();
  try {
    const mail = await showMail(database.db, Number(id));
    if (!mail) {
      console.error(`no mail with id ${id} in the outbox (sent mails of an erased application go with it)`);
      process.exitCode = 1;
    } else {
      const headers = Object.entries(mail.headers).map(([name, value]) => `${name}: ${value}`);
      console.log(
        [
          `Outbox mail #${mail.id} (${mail.kind}, ${mail.status}, queued ${mail.createdAt.toISOString()})`,
          `To: ${mail.to}`,
          ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
          `Subject: ${mail.subject}`,
          ...headers,
          "",
          mail.text,
        ].join("\n"),
      );
    }
  } finally {
    await database.close();
  }
  process.exit();
}
if (command !== "list" && command !== "release" && command !== "discard")
  fail(command ? `unknown command "${command}"` : "which command?");
if (positionals.length > 1) fail(`unexpected argument "${positionals[1]}"`);
if (!PARKED_STATUSES.includes(values.status as ParkedStatus)) fail(`--status must be ${PARKED_STATUSES.join(" or ")}`);
const ids = (values.id ?? []).flatMap((value) => value.split(",")).map((value) => value.trim());
for (const id of ids)
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1)
    fail(`--id must be a mail's id (a positive whole number), got "${id}"`);
if (!/^[1-9]\d{0,5}$/.test(values.limit)) fail(`--limit must be a positive whole number, got "${values.limit}"`);
if (values.kind === "") fail("--kind must not be empty");
const filter: OutboxFilter = { status: values.status as ParkedStatus, ids: ids.map(Number), kind: values.kind };
const filtered = ids.length > 0 || values.kind !== undefined;
if (command === "discard" && !filtered && !values.all)
  fail(`discard deletes mails for good: name them with --id or --kind, or pass --all for every ${filter.status} mail`);

const plural = (n: number) => `${n} ${filter.status} mail${n === 1 ? "" : "s"}`;
const which = [values.kind && `of kind ${values.kind}`, ids.length && `with id ${ids.join(", ")}`]
  .filter(Boolean)
  .join(" ");

const { countMails, discardMails, listMails, releaseMails } = await import("../../server/mail/outbox-admin");
const database = await openDatabase();
try {
  if (command === "list") {
    const total = await countMails(database.db, filter);
    const rows = await listMails(database.db, filter, Number(values.limit));
    console.log(
      `${plural(total)}${which ? ` ${which}` : ""}${total > rows.length ? ` (the first ${rows.length} below: --limit for more)` : ""}`,
    );
    if (rows.length) {
      console.table(
        rows.map(({ lastError, createdAt, ...row }) => ({
          ...row,
          created: createdAt.toISOString(),
          ...(filter.status === "failed" ? { lastError: lastError ?? "" } : {}),
        })),
      );
    }
  } else if (command === "release") {
    const released = await releaseMails(database.db, filter);
    console.log(
      `released ${plural(released.length)}${released.length ? ` (id ${released.join(", ")})` : ""}: a server with SMTP_URL sends ${released.length === 1 ? "it" : "them"} on its next pass`,
    );
    const { readConfig } = await import("../../server/config");
    if (released.length && !readConfig().smtpUrl) {
      console.log("note: SMTP_URL is not set here; a server without it puts them aside again (held)");
    }
  } else {
    const discarded = await discardMails(database.db, filter);
    console.log(`discarded ${plural(discarded.length)}${discarded.length ? ` (id ${discarded.join(", ")})` : ""}`);
  }
} finally {
  await database.close();
}
