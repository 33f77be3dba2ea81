/**
 * The privacy policy's lead retention list filled with the periods in force after a navigation in the app (decision
 * 046): loaded by the legal route only then, so the policy's first load carries none of it.
 */
import type { Locale } from "~/shared/locale";
import { fillLeadRetention, LEAD_RETENTION_API, retentionWithDefaults } from "~/shared/lead-retention";

/** The page's HTML with the periods in force, or with a line saying they could not be read. */
export async function withRetentionInForce(html: string, locale: Locale): Promise<string> {
  let months;
  try {
    const response = await fetch(LEAD_RETENTION_API, { headers: { Accept: "application/json" } });
    const answer = response.ok ? ((await response.json()) as { months?: Record<string, unknown> }) : {};
    months = answer.months ? retentionWithDefaults(answer.months) : undefined;
  } catch {
    months = undefined;
  }
  return fillLeadRetention(html, months, locale);
}
