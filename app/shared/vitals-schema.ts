/**
 * One web-vitals report as POST /api/vitals accepts it: a metric object, or an
 * array of up to ten. The browser's reporter (report-web-vitals.ts) builds the
 * same shape without zod, to stay tiny; the server enforces it here.
 */
import { z } from "zod";

// zod probes `new Function` for a faster path; the site's CSP forbids eval, so never try.
z.config({ jitless: true });

export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
/** web-vitals 6's `navigationType` values ("soft-navigation" only when soft navigations are reported). */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;

const MAX_VITALS_PER_REPORT = 10;
/** Timings are milliseconds: ten minutes is beyond any real page. CLS is a unitless score. */
const MAX_TIMING_MS = 600_000;
const MAX_CLS = 100;
const MAX_PATH_LENGTH = 200;

const vitalSchema = z
  .strictObject(
    {
      name: z.enum(VITAL_NAMES, { error: `Name one of the metrics ${VITAL_NAMES.join(", ")}.` }),
      // z.number() already refuses NaN and ±Infinity.
      value: z
        .number({ error: "Send the value as a number." })
        .min(0, "The value cannot be negative.")
        .max(MAX_TIMING_MS, `The value must be at most ${MAX_TIMING_MS} ms.`),
      rating: z.enum(VITAL_RATINGS, { error: `Rate the metric ${VITAL_RATINGS.join(", ")}.` }),
      // web-vitals ids look like "v5-1700000000000-1234567890123": printable ASCII only.
      id: z
        .string({ error: "Send the metric id as text." })
        .min(1, "Send the metric id.")
        .max(100, "Keep the metric id under 100 characters.")
        .regex(/^[\x21-\x7e]+$/, "Send the metric id as printable ASCII, without spaces or control characters."),
      navigationType: z.enum(NAVIGATION_TYPES, { error: "Send a navigation type reported by web-vitals." }).optional(),
      // Rejected rather than stripped: the reporter sends location.pathname, so a query or hash means another sender.
      path: z
        .string({ error: "Send the page path as text." })
        .max(MAX_PATH_LENGTH, `Keep the path under ${MAX_PATH_LENGTH} characters.`)
        .regex(/^\//, "Send the page path, starting with /.")
        .regex(/^[^?#]*$/, "Send the path without a query string or fragment.")
        // location.pathname is percent-encoded ASCII: anything else (spaces, controls, raw Unicode) is another sender.
        .regex(/^[\x21-\x7e]*$/, "Send the path without spaces, control or non-ASCII characters.")
        // The team workspace is not measured (decision 026): its paths name leads and applications, and its pages send no reports.
        .refine((path) => !/^\/team(?:\/|$)/i.test(path), "The team workspace's pages are not measured."),
    },
    { error: (issue) => (issue.code === "invalid_type" ? "Send each metric as an object." : undefined) },
  )
  .superRefine((vital, context) => {
    if (vital.name === "CLS" && vital.value > MAX_CLS)
      context.addIssue({ code: "custom", path: ["value"], message: `CLS must be at most ${MAX_CLS}.` });
  });

/** Always an array after parsing, whichever form was sent. */
export const vitalsReportSchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z
    .array(vitalSchema)
    .min(1, "Send at least one metric.")
    .max(MAX_VITALS_PER_REPORT, `Send at most ${MAX_VITALS_PER_REPORT} metrics per report.`),
);

export type Vital = z.infer<typeof vitalSchema>;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Per-field messages in the lead forms' shape: `name`, `value`… for a single
 * metric, `0.value`, `3.path`… for an array; the report as a whole under `form`.
 */
export function vitalsFieldErrors(error: z.ZodError, batch: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [index, field] = issue.path;
    const unknownKeys = issue.code === "unrecognized_keys";
    const message = unknownKeys
      ? `Unexpected field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}.`
      : issue.message;
    const name = typeof index === "number" && field !== undefined && !unknownKeys ? String(field) : "form";
    const key = batch && typeof index === "number" ? `${index}.${name}` : name;
    errors[key] ??= message;
  }
  return errors;
}
