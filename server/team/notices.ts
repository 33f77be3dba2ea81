/**
 * Security notices to a member (decision 035): a passkey added to or removed from their account, their role changed.
 * Like GitHub's and Google's, they say what happened, when and from which browser, and what to do if it was not
 * them, with a link to their sessions; they carry no other personal data (decision 022).
 */
import type { TeamRole } from "../db/schema";
import type { Mail } from "../mail/outbox";

const ROLE_NAMES: Record<TeamRole, string> = {
  owner: "Owner",
  sales: "Sales",
  recruiting: "Recruiting",
  editor: "Editor",
};

/** "28 November 2026, 14:05 UTC": a time every reader reads the same way. */
const when = (at: Date) =>
  `${at.toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })} UTC`;

const ifNotYou = (siteUrl: string) => [
  "",
  "If this was not you, someone may be using your account: open your account page,",
  `${siteUrl}/team/account, sign out everywhere else and remove any passkey you do not know, and tell an owner.`,
];

export function passkeyNotice(
  siteUrl: string,
  to: string,
  change: { kind: "added" | "removed"; name: string; browser: string; at: Date },
): Mail {
  const added = change.kind === "added";
  return {
    kind: "team-notice",
    to,
    subject: added
      ? "A passkey was added to your Alphai team account"
      : "A passkey was removed from your Alphai team account",
    text: [
      "Hello,",
      "",
      added
        ? `A passkey named “${change.name}” was added to your account in Alphai's team workspace; it can sign you in from now on.`
        : `The passkey named “${change.name}” was removed from your account in Alphai's team workspace; it no longer signs you in.`,
      `When: ${when(change.at)}. From: ${change.browser}.`,
      ...ifNotYou(siteUrl),
    ].join("\n"),
  };
}

export function roleNotice(
  siteUrl: string,
  to: string,
  change: { from: TeamRole; to: TeamRole; by: string; at: Date },
): Mail {
  return {
    kind: "team-notice",
    to,
    subject: "Your role in Alphai's team workspace has changed",
    text: [
      "Hello,",
      "",
      `Your role in Alphai's team workspace is now ${ROLE_NAMES[change.to]} (it was ${ROLE_NAMES[change.from]}).`,
      `Changed by ${change.by}, ${when(change.at)}.`,
      "",
      "If you did not expect this, ask an owner. If you think someone else is using your account, open your account",
      `page, ${siteUrl}/team/account, sign out everywhere else and remove any passkey you do not know.`,
    ].join("\n"),
  };
}
