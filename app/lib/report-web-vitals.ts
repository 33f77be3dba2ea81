/**
 * Core Web Vitals from real visits (decision 007). The web-vitals library
 * is imported only when this runs, so it is never part of a page's first
 * load. By default every metric goes to the site's own POST /api/vitals with
 * sendBeacon, which survives the page being hidden or closed: no cookies, no
 * third party. No zod here: the server validates (app/shared/vitals-schema.ts).
 */
import type { Metric } from "web-vitals";

export const VITALS_ENDPOINT = "/api/vitals";
const MAX_PATH_LENGTH = 200;

/** What the server stores of one metric. */
export interface VitalPayload {
  readonly name: Metric["name"];
  readonly value: number;
  readonly rating: Metric["rating"];
  readonly id: string;
  readonly navigationType: Metric["navigationType"];
  readonly path: string;
}

/** The report of one metric: only what the server keeps, nothing else from the page or the user. */
export function vitalPayload(metric: Metric, path: string): VitalPayload {
  const { name, value, rating, id, navigationType } = metric;
  // The server refuses longer paths; a truncated path still groups with its route.
  return { name, value, rating, id, navigationType, path: path.slice(0, MAX_PATH_LENGTH) };
}

/** Sends one metric as JSON; fetch with keepalive stands in when sendBeacon is missing or refuses. */
export function sendVital(payload: VitalPayload): void {
  const body = JSON.stringify(payload);
  if (
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(VITALS_ENDPOINT, new Blob([body], { type: "application/json" }))
  )
    return;
  fetch(VITALS_ENDPOINT, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
    keepalive: true,
    credentials: "omit",
  }).catch(() => undefined);
}

let started = false;

export function reportWebVitals(onPerfEntry?: (metric: Metric) => void): void {
  if (typeof window === "undefined" || started) return;
  // Once per page load: React's StrictMode runs effects twice in development.
  started = true;
  // The landing path, read now: CLS, INP and LCP are final only when the page is hidden, maybe after client-side navigations.
  const path = window.location.pathname;
  const report = onPerfEntry ?? ((metric: Metric) => sendVital(vitalPayload(metric, path)));
  import("web-vitals")
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onLCP(report);
      onINP(report);
      onCLS(report);
      onFCP(report);
      onTTFB(report);
    })
    // Measuring is optional: a chunk that fails to load must not reach the chunk-error view.
    .catch(() => {
      started = false;
    });
}
