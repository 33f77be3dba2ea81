/**
 * The privacy policy as sent: its list of how long leads are kept (app/shared/lead-retention.ts) shows the periods the
 * owners set (server/team/retention.ts), as the instance's RetentionCache has them, not the defaults it was built with.
 * Before any read of them succeeded (the database away since the start), a line says they could not be read: the
 * policy itself is always answered. The filled page is kept until the periods or the page as built change.
 */
import { fillLeadRetention, type RetentionMonths } from "../app/shared/lead-retention";
import type { Locale } from "../app/shared/locale";
import type { RetentionCache } from "./team/retention";

export class RetentionPages {
  private cache?: RetentionCache;
  private readonly filled = new Map<Locale, { source: string; months: RetentionMonths | undefined; html: string }>();

  /** Where to read the periods from, once the database is open (the build is loaded before it). */
  attach(cache: RetentionCache): void {
    this.cache = cache;
  }

  async page(html: string, locale: Locale): Promise<string> {
    const months = await this.cache?.months();
    const last = this.filled.get(locale);
    // The same page as built (a new generation of the site brings another, decision 052) and the same periods.
    if (last && last.source === html && last.months === months) return last.html;
    const page = { source: html, months, html: fillLeadRetention(html, months, locale) };
    this.filled.set(locale, page);
    return page.html;
  }
}
