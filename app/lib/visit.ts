/**
 * The visit's first page, kept in the tab's sessionStorage for the visit only (issue 36 §4; app/shared/attribution.ts):
 * noted once per tab, when the browser is idle after the first page's hydration (after-hydration.ts: no first-load
 * JavaScript), from the address the tab first loaded and the site it came from. No cookie, no identifier; nothing is
 * sent anywhere but with a form the visitor sends.
 */
import { visitOf, type Attribution } from "~/shared/attribution";

const KEY = "alphai-visit";

/** Notes the visit's first page, unless this tab already has. */
export function noteVisit(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const visit = visitOf(navigation?.name ?? location.href, document.referrer, location.origin);
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (a private window, a full quota): the enquiry goes without it.
  }
}

/** What a form sends of the visit: its first page, the page the form is on. */
export function attributionOf(form: HTMLFormElement): Attribution {
  let visit: Attribution = {};
  try {
    visit = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Attribution;
  } catch {
    // Nothing kept: the form page alone.
  }
  return { ...visit, formPage: new URL(form.ownerDocument.location.href).pathname };
}
