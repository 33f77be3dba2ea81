/**
 * Where an enquiry came from (issue 36 §4; decision 045): the first page of the visit, the page the form was sent from,
 * the referring site's host and the `utm_*` parameters of the landing address. The browser keeps the visit's first
 * page in the tab's sessionStorage for the visit only (app/lib/visit.ts: no cookie, no identifier), and sends it with
 * the form; the server keeps what is well-formed and drops the rest (`readAttribution`): the values are the browser's,
 * not the person's, and never stop an enquiry. No imports: the browser's visit code loads it.
 */

/** The `utm_*` parameters kept, without their prefix. */
const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export interface Attribution {
  /** The path of the visit's first page, without its query ("/services/devops"). */
  readonly landingPage?: string;
  /** The path of the page the form was sent from. */
  readonly formPage?: string;
  /** The host of the site the visit came from ("www.google.com"); none for a visit from this site or typed in. */
  readonly referrerHost?: string;
  readonly utm?: Partial<Record<UtmKey, string>>;
}

/** The body field the forms send it in. */
export const ATTRIBUTION_FIELD = "attribution";

const PATH = /^\/[\p{L}\p{N}\-._~/%]{0,299}$/u;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A utm value: one line of printable text, at most 100 characters. */
const UTM = /^[^\p{C}]{1,100}$/u;

const text = (value: unknown, pattern: RegExp) =>
  typeof value === "string" && pattern.test(value.trim()) ? value.trim() : undefined;

/** The well-formed part of what a browser sent (anything else is dropped, never an error). */
export function readAttribution(raw: unknown): Attribution {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
  const input = raw as Record<string, unknown>;
  const utmInput = typeof input.utm === "object" && input.utm !== null ? (input.utm as Record<string, unknown>) : {};
  const utm = Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = text(utmInput[key], UTM);
      return value ? [[key, value]] : [];
    }),
  );
  const referrerHost = text(
    typeof input.referrerHost === "string" ? input.referrerHost.toLowerCase() : undefined,
    HOST,
  );
  return {
    ...(text(input.landingPage, PATH) ? { landingPage: text(input.landingPage, PATH) } : {}),
    ...(text(input.formPage, PATH) ? { formPage: text(input.formPage, PATH) } : {}),
    ...(referrerHost ? { referrerHost } : {}),
    ...(Object.keys(utm).length ? { utm } : {}),
  };
}

/** The visit's first page as the browser saw it: its path, its utm parameters, the referring host if another site. */
export function visitOf(landing: string, referrer: string, origin: string): Attribution {
  const url = new URL(landing, origin);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(`utm_${key}`);
    if (value) utm[key] = value.slice(0, 100);
  }
  let referrerHost: string | undefined;
  try {
    const from = new URL(referrer);
    if (from.origin !== origin) referrerHost = from.hostname;
  } catch {
    // No referrer (typed in, a bookmark, a strict policy): none.
  }
  return readAttribution({ landingPage: url.pathname, referrerHost, utm });
}
