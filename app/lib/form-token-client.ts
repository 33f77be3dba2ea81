/**
 * The browser's side of form tokens (decision 012): asks the server for a
 * token when a visitor starts on a form. Loaded on first use of a form.
 */
import type { LeadFormName } from "../shared/lead-options";
import { keepDrafts } from "./form-drafts";

/** A form token (decision 012) and, by this browser's clock, when it may be sent and when to replace it. */
export interface FormToken {
  readonly value: string;
  readonly readyAt: number;
  readonly staleAt: number;
}

/** Asks the server for a form token; undefined when it cannot be had (offline, server error). */
export const requestFormToken = async (form: LeadFormName): Promise<FormToken | undefined> => {
  // The visitor has started on a form: what they type is kept from now on, if the idle start has not come yet.
  keepDrafts();
  try {
    const response = await fetch(`/api/form-token?form=${form}`, {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { token?: unknown; minAgeMs?: unknown; maxAgeMs?: unknown };
    if (typeof body.token !== "string" || typeof body.minAgeMs !== "number" || typeof body.maxAgeMs !== "number")
      return undefined;
    const now = Date.now();
    // Counted from receipt, so never earlier than the server counts from issue; replaced a minute before it expires.
    return { value: body.token, readyAt: now + body.minAgeMs, staleAt: now + body.maxAgeMs - 60_000 };
  } catch {
    return undefined;
  }
};
