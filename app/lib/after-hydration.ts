import { keepDrafts } from "./form-drafts";
import { registerServiceWorker } from "./register-service-worker";
import { reportWebVitals } from "./report-web-vitals";
import { noteVisit } from "./visit";

/**
 * What starts once the page is interactive and the browser is idle, loaded as
 * its own chunk so none of it weighs on the first load: the service worker
 * registration (after the load event) and the web-vitals reporter, which reads
 * the page's buffered performance entries, so nothing is missed by starting late; and the forms' drafts
 * (form-drafts.ts), put back where a visitor left them; and the visit's first page, for an enquiry's origin (visit.ts).
 */
export function afterHydration(): void {
  noteVisit();
  keepDrafts();
  registerServiceWorker();
  reportWebVitals();
}
