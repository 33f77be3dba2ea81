/**
 * Made-up leads and job applications at a real agency's scale, for `npm run seed:team` and `npm run bench:team`
 * (decision 026): deterministic (the same seed gives the same rows), spread over time in the order of their ids, as
 * the forms would have stored them, and written with multi-row inserts. Addresses are on the reserved example
 * domains (RFC 2606); each CV is a tiny real PDF.
 */
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { SERVICE_OPTIONS } from "../../app/shared/lead-forms";
import { budgetValues, type Currency } from "../../content/pricing";
import { roles } from "../../content";
import type { Db } from "../../server/db/client";
import { applications, applicationStatuses, contacts, leadStatuses } from "../../server/db/schema";
import { leadDueAt } from "../../server/team/response-clock";

const DAY_MS = 24 * 60 * 60_000;
/** Rows per INSERT: 1,000 leads of 10 columns are 10,000 parameters, well under PostgreSQL's 65,535. */
const BATCH = 1000;

const FIRST = [
  "Mariam",
  "Jonas",
  "Priya",
  "Ahmed",
  "Zoë",
  "Łukasz",
  "Chen",
  "Sofia",
  "Jürgen",
  "Aisha",
  "Mateo",
  "Hannah",
  "Omar",
  "Yuki",
  "Lena",
  "Ravi",
  "Fatima",
  "Lucas",
  "Amara",
  "Noah",
  "Élise",
  "Kofi",
  "Ingrid",
  "Diego",
];
const LAST = [
  "Khan",
  "Müller",
  "Sharma",
  "Haddad",
  "Nowak",
  "Wei",
  "Rossi",
  "Schmidt",
  "Okafor",
  "García",
  "Tanaka",
  "Johansson",
  "Ali",
  "Dubois",
  "Novak",
  "Patel",
  "Smith",
  "Costa",
  "Mensah",
  "Fischer",
];
const COMPANIES = [
  "Clinic Group",
  "Northwind Traders",
  "Blue Harbor Logistics",
  "Greenleaf Foods",
  "Atlas Fintech",
  "Brightside Retail",
  "Helios Energy",
  "Kestrel Insurance",
  "Lumen Health",
  "Orbit Media",
  "Pinecrest Schools",
  "Quantum Freight",
];
const DOMAINS = ["example.com", "example.org", "example.net", "mail.example", "corp.example"];
const MESSAGES = [
  "We need an appointment app for our clinics in Dubai and Munich, with reminders and online payment.",
  "Our online shop is slow on mobile and we lose customers at checkout. Can you help us rebuild it?",
  "We are looking for a team to build a data platform for our sales reports, connected to our ERP.",
  "Please call me about a redesign of our website and a new content management system.",
  "We want to add machine learning to our support inbox to route tickets automatically.",
];
const PDF_BODY =
  "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n";

/** mulberry32: a small, fast, seeded generator (not for secrets). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  /** A value by weight: `[["new", 40], ["won", 5]]`. */
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
    return entries[entries.length - 1]![0];
  };
  return { next, pick, weighted };
}

/** An address from a name: ASCII letters only (diacritics dropped), a number to keep it unique. */
const addressOf = (first: string, last: string, n: number, domain: string) =>
  `${first}.${last}${n}@${domain}`
    .replace(/ł/gi, "l")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9.@]/g, "");

/** `count` times, spread evenly from `spanDays` ago to a minute ago, in order. */
const timeline = (count: number, spanDays: number, now: number) => (index: number) =>
  new Date(now - spanDays * DAY_MS + ((index + 0.5) * (spanDays * DAY_MS - 60_000)) / count);

export interface SeedOptions {
  readonly leads: number;
  readonly applications: number;
  /** Members leads may be assigned to (60 % are, when given). */
  readonly assignees?: readonly number[];
  /** How far back the applications go: keep it under the retention period, or the server deletes them at start. */
  readonly applicationDays?: number;
  readonly seed?: number;
}

async function seedLeads(
  db: Db,
  count: number,
  assignees: readonly number[],
  random: ReturnType<typeof generator>,
): Promise<void> {
  const at = timeline(count, 730, Date.now());
  const statuses = leadStatuses.map(
    (status) => [status, { new: 40, contacted: 20, qualified: 10, won: 5, lost: 15, spam: 10 }[status]] as const,
  );
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      const [first, last] = [random.pick(FIRST), random.pick(LAST)];
      const createdAt = at(index);
      // Every third enquiry comes from the German pages, in euros.
      const currency: Currency = index % 3 === 2 ? "EUR" : "USD";
      return {
        name: `${first} ${last}`,
        email: addressOf(first, last, index, random.pick(DOMAINS)),
        company: random.next() < 0.7 ? random.pick(COMPANIES) : null,
        phone: random.next() < 0.4 ? `+49 30 ${String(1_000_000 + index).slice(-7)}` : null,
        service: random.next() < 0.8 ? random.pick(SERVICE_OPTIONS) : null,
        budget: random.next() < 0.6 ? random.pick(budgetValues(currency)) : null,
        currency,
        locale: currency === "EUR" ? ("de" as const) : ("en" as const),
        message: random.pick(MESSAGES),
        consentAt: createdAt,
        createdAt,
        dueAt: leadDueAt(createdAt, { phone: null, locale: currency === "EUR" ? "de" : "en" }),
        status: random.weighted(statuses),
        assigneeId: assignees.length && random.next() < 0.6 ? random.pick(assignees) : null,
      };
    });
    await db.insert(contacts).values(rows);
  }
}

async function seedApplications(
  db: Db,
  count: number,
  days: number,
  random: ReturnType<typeof generator>,
): Promise<void> {
  const at = timeline(count, days, Date.now());
  const slugs = roles.map((role) => role.slug);
  const statuses = applicationStatuses.map(
    (status) =>
      [status, { received: 40, screening: 20, interview: 10, offer: 3, hired: 2, rejected: 25 }[status]] as const,
  );
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      const [first, last] = [random.pick(FIRST), random.pick(LAST)];
      const cv = Buffer.from(`%PDF-1.4\n% seeded application ${index}\n${PDF_BODY}%%EOF\n`);
      const createdAt = at(index);
      return {
        role: random.pick(slugs),
        name: `${first} ${last}`,
        email: addressOf(first, last, index, random.pick(DOMAINS)),
        phone: random.next() < 0.5 ? `+92 300 ${String(1_000_000 + index).slice(-7)}` : null,
        location: random.next() < 0.5 ? "Lahore" : null,
        linkedin: null,
        github: null,
        portfolio: null,
        note: random.next() < 0.3 ? "I would love to work on accessible products with your team." : null,
        cvType: "pdf" as const,
        cv,
        cvSize: cv.length,
        cvSha256: createHash("sha256").update(cv).digest("hex"),
        consentAt: createdAt,
        createdAt,
        withdrawNonce: randomBytes(16).toString("base64url"),
        status: random.weighted(statuses),
      };
    });
    await db.insert(applications).values(rows);
  }
}

/** Writes the leads and applications, then refreshes the planner's statistics of both tables (PGlite has no autovacuum to do it). */
export async function seedTeamData(db: Db, options: SeedOptions): Promise<void> {
  const random = generator(options.seed ?? 21);
  await seedLeads(db, options.leads, options.assignees ?? [], random);
  await seedApplications(db, options.applications, options.applicationDays ?? 170, random);
  await db.execute(sql`ANALYZE contacts, applications`);
}
