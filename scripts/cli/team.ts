/**
 * `npm run team -- sign-in-link <email>`
 * Prints a single-use sign-in link to the workspace for a member, to this terminal only: how the operator enters a
 * fresh install (the address in TEAM_OWNER_EMAIL is made its owner), or lets in a member whose mail does not arrive,
 * without SMTP_URL and without anything in the server's log (decision 026, amended by 035). The link is valid for
 * 15 minutes, once, in any browser; it retires the member's earlier links and codes, and its issue is in the audit
 * log. It runs beside the server on either database (on PGlite through the running server, decision 034).
 */
import { parseArgs } from "node:util";
import { readConfigOrExit } from "../../server/config";

const usage = `usage: npm run team -- sign-in-link <email>
  sign-in-link   prints a sign-in link for the member with that address: valid 15 minutes, once, in any browser.
                 Give it to that member only: it signs in as them.`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const [command, email, ...rest] = positionals;
if (command !== "sign-in-link") fail(command ? `unknown command: ${command}` : "no command given");
if (!email || rest.length) fail("give exactly one e-mail address");
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`not an e-mail address: ${email}`);

const config = readConfigOrExit();
const { openConfiguredDatabase } = await import("./cli");
const { issueOperatorLink } = await import("../../server/team/auth");
const database = await openConfiguredDatabase();
try {
  const issued = await issueOperatorLink(database.db, config, email);
  if (!issued) {
    console.error(
      `No member of the team has the address ${email}. An owner invites members on /team/members; the first owner is the address in TEAM_OWNER_EMAIL.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      [
        `Sign-in link for ${issued.member.name} (${issued.member.role}), valid until ${issued.expiresAt.toISOString()}, once, in any browser:`,
        "",
        issued.link,
        "",
        "It signs in as this member: give it to them only. Asking for a new link or a mail retires this one.",
      ].join("\n"),
    );
  }
} finally {
  await database.close();
}
