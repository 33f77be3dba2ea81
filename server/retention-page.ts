/**
 * The privacy policy as sent: its list of how long leads are kept (app/shared/lead-retention.ts) shows the periods the
 * owners set (server/team/retention.ts), read when the page is asked for, not the defaults it was built with. When the
 * database cannot be read, the last periods read are shown, or before any, a line saying they could not be read: the
 * policy itself is always answered.
 */
import { fillLeadRetention, type RetentionMonths } from "../app/shared/lead-retention";
import type { Locale } from "../app/shared/locale";
import type { Db } from "./db/client";
import { retentionMonths } from "./team/retention";

export class RetentionPages {
  private db?: Db;
  private known?: RetentionMonths;

  /** The database to read the periods from, once open (the build is loaded before it). */
  attach(db: Db): void {
    this.db = db;
  }

  async page(html: string, locale: Locale): Promise<string> {
    try {
      if (this.db) this.known = await retentionMonths(this.db);
    } catch {
      // The database is away (server/db/outage.ts reports it): the last periods read, or the line saying so.
    }
    return fillLeadRetention(html, this.known, locale);
  }
}
