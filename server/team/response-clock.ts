/**
 * The response clock of a lead (issue 36 §3; decision 044): the acknowledgement mail promises an answer within one
 * working day, so a lead is due one working day of the office's opening hours after it arrived (`site.hours`:
 * Monday to Friday 09:00–18:00, nine hours), in the time zone of the office that answers it. A lead that arrives on
 * Friday at 17:00 in Munich is due on Monday at 17:00; one that arrives on Saturday, on Monday at 18:00.
 *
 * The office: the one whose calling codes the lead's phone number starts with (a lead from +971 is the Dubai
 * office's), else `site.leadOffice` for the form's language. Public holidays are not counted: the clock may call a
 * lead overdue on one, never late on a working day.
 */
import { TZDate } from "@date-fns/tz";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Locale } from "../../app/shared/locale";
import { site, type Office } from "../../content/site";
import { contacts } from "../db/schema";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const OPEN_DAYS = new Set<number>(site.hours.days.map((day) => WEEKDAYS.indexOf(day)));
/** Whether the office is open on a day of the week (0 Sunday … 6 Saturday). */
export const isOpenDay = (weekday: number) => OPEN_DAYS.has(weekday);
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};
const OPENS = minutesOf(site.hours.opens);
const CLOSES = minutesOf(site.hours.closes);
const MINUTE_MS = 60_000;

/** The office whose clock a lead is on: by the calling code of the phone number they gave, else by their language. */
export function officeFor(lead: { phone?: string | null; locale: Locale }): Office {
  const digits = internationalDigits(lead.phone);
  const offices: readonly Office[] = site.offices;
  const byPhone = digits
    ? offices
        .flatMap((office) => office.callingCodes.map((code) => ({ office, code })))
        .filter(({ code }) => digits.startsWith(code))
        .sort((a, b) => b.code.length - a.code.length)[0]?.office
    : undefined;
  return byPhone ?? offices.find((office) => office.id === site.leadOffice[lead.locale])!;
}

/** A phone number's digits after its international prefix ("+49 89 …" or "0049 89 …"), or undefined for a national one. */
function internationalDigits(phone: string | null | undefined): string | undefined {
  const compact = phone?.replace(/[\s().\-/]/g, "") ?? "";
  const match = /^(?:\+|00)(\d{4,})$/.exec(compact);
  return match?.[1];
}

const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * When a lead that arrived at `arrived` is due: one working day of opening hours later, in `timeZone`. Counted on the
 * office's wall clock (daylight saving changes at night, never within opening hours), then turned back into an instant.
 */
export function dueAt(arrived: Date, timeZone: string): Date {
  // The arrival on the office's wall clock, as milliseconds of a UTC calendar (only its fields are read).
  const local = new TZDate(arrived.getTime(), timeZone);
  let cursor = Date.UTC(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    local.getMilliseconds(),
  );
  let remaining = (CLOSES - OPENS) * MINUTE_MS;
  // Two weeks is more than any week of opening hours needs; the guard only stops a misconfiguration from looping.
  for (let days = 0; days < 14; days++) {
    const midnight = Math.floor(cursor / DAY_MS) * DAY_MS;
    if (OPEN_DAYS.has(new Date(midnight).getUTCDay())) {
      const start = Math.max(cursor, midnight + OPENS * MINUTE_MS);
      const available = midnight + CLOSES * MINUTE_MS - start;
      if (available >= remaining) {
        const due = new Date(start + remaining);
        const instant = new TZDate(
          due.getUTCFullYear(),
          due.getUTCMonth(),
          due.getUTCDate(),
          due.getUTCHours(),
          due.getUTCMinutes(),
          due.getUTCSeconds(),
          due.getUTCMilliseconds(),
          timeZone,
        );
        return new Date(instant.getTime());
      }
      if (available > 0) remaining -= available;
    }
    cursor = midnight + DAY_MS;
  }
  throw new Error("site.hours has no opening hours in a week");
}

/** A lead's due time, from what it was sent with. */
export const leadDueAt = (arrived: Date, lead: { phone?: string | null; locale: Locale }): Date =>
  dueAt(arrived, officeFor(lead).timeZone);

/** Leads whose response clock runs: new, and not answered from the workspace yet. */
export const clockRuns = () => and(eq(contacts.status, "new"), isNull(contacts.firstReplyAt));
/** Leads whose answer is overdue: their clock runs and their due time has passed (index contacts_open_due_idx). */
export const overdue = () => and(clockRuns(), lt(contacts.dueAt, sql`now()`));
