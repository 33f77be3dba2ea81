/**
 * The workspace's calls to its JSON API (docs/team-api.md). Same-origin fetches with the session cookie; the browser
 * sends `Origin` with every POST, PATCH and DELETE, which the API requires (decision 026). Errors become an ApiError
 * with the server's message and its per-field messages, so a form can show each next to its field.
 */
import { redirect } from "react-router";

/** How a member can confirm it is them when an action needs a recent sign-in (a 403 with `stepUp`, decision 035). */
export interface StepUp {
  readonly passkey: boolean;
  readonly mail: boolean;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    /** Set when the action needs the member to confirm it is them first. */
    readonly stepUp?: StepUp,
    /** The whole answer of a 409 (a save based on an older version: the item as it is now and what changed). */
    readonly conflict?: Readonly<Record<string, unknown>>,
    /** What a check found wrong in what was sent, line by line (a 422: the site's build refusing a text). */
    readonly problems: readonly string[] = [],
  ) {
    super(message);
  }
}

/** Where the workspace is served; its router's paths are below it. */
export const WORKSPACE_BASE = "/team";

/** A path of the browser's address (`/team/leads`) as the workspace's router names it (`/leads`). */
export const workspacePath = (pathname: string) =>
  pathname === WORKSPACE_BASE || pathname.startsWith(`${WORKSPACE_BASE}/`)
    ? pathname.slice(WORKSPACE_BASE.length) || "/"
    : pathname;

/** Whether a workspace path is the sign-in screen. */
export const isSignIn = (path: string) => path === "/sign-in" || path.startsWith("/sign-in?");

/**
 * Where a signed-out member is sent: the sign-in, which brings them back to `next` (a path of the workspace's router,
 * with its query) afterwards.
 */
export const signInPath = (next: string) =>
  next && next !== "/" && !isSignIn(next) ? `/sign-in?next=${encodeURIComponent(next)}` : "/sign-in";

/** Called when an API call made from an event handler finds the session gone (main.tsx navigates to the sign-in). */
let onSignedOut: () => void = () => undefined;
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

const FALLBACK: Record<number, string> = {
  403: "Your role does not give access to this.",
  404: "This was not found: it may have been erased.",
  429: "Too many attempts: wait a few minutes, then try again.",
};

async function failure(response: Response): Promise<ApiError> {
  let body: { error?: unknown; fields?: unknown; stepUp?: unknown; problems?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page, an empty answer): the status speaks.
  }
  const message =
    typeof body.error === "string" && body.error
      ? body.error
      : (FALLBACK[response.status] ?? `The server could not do this (error ${response.status}). Try again.`);
  const fields = body.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : {};
  const stepUp =
    response.status === 403 && body.stepUp && typeof body.stepUp === "object"
      ? { passkey: Boolean((body.stepUp as StepUp).passkey), mail: Boolean((body.stepUp as StepUp).mail) }
      : undefined;
  const conflict =
    response.status === 409 && typeof body === "object" && body ? (body as Record<string, unknown>) : undefined;
  const problems = Array.isArray(body.problems)
    ? body.problems.filter((problem): problem is string => typeof problem === "string")
    : [];
  return new ApiError(response.status, message, fields, stepUp, conflict, problems);
}

interface CallOptions {
  readonly method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/** One API call; rejects with an ApiError (status 0 when the server could not be reached). */
export async function call<T>(path: string, { method = "GET", body, signal }: CallOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/team${path}`, {
      method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "The workspace could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * Asks the member to confirm it is them (the layout's dialog: a passkey, or a code by mail); resolves whether they
 * did. Several actions that need it at once share one check.
 */
let onStepUp: (need: StepUp) => Promise<boolean> = () => Promise.resolve(false);
let stepping: Promise<boolean> | undefined;
export function whenStepUpNeeded(handler: (need: StepUp) => Promise<boolean>): () => void {
  onStepUp = handler;
  return () => {
    if (onStepUp !== handler) return;
    onStepUp = () => Promise.resolve(false);
    stepping = undefined;
  };
}

const NOT_CONFIRMED = "Nothing was changed: this needs you to confirm it is you. Try again when you are ready.";

/**
 * A call from an event handler: a 401 (the session ended meanwhile) sends the member to the sign-in; a 403 that asks
 * for a recent sign-in opens the check in place and, once the member has confirmed, makes the same call again.
 */
export async function act<T>(path: string, options: CallOptions = {}): Promise<T> {
  try {
    return await call<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) onSignedOut();
    if (!(error instanceof ApiError && error.stepUp)) throw error;
    const check = (stepping ??= onStepUp(error.stepUp).finally(() => {
      if (stepping === check) stepping = undefined;
    }));
    if (!(await check)) throw new ApiError(403, NOT_CONFIRMED);
    // Once more, and only once: a server that still asks (its clock behind) gets its answer shown, not a loop.
    try {
      return await call<T>(path, options);
    } catch (again) {
      if (again instanceof ApiError && again.status === 401) onSignedOut();
      throw again;
    }
  }
}

/** A call from a route loader: a 401 redirects to the sign-in, which returns to this screen. */
export async function load<T>(request: Request, path: string): Promise<T> {
  try {
    return await call<T>(path, { signal: request.signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInPath(workspacePath(url.pathname) + url.search));
    }
    throw error;
  }
}

/** A list's page, or what is wrong with the filters in the address (a 400 with `fields`, shown next to the filters). */
export async function loadList<T>(
  request: Request,
  path: string,
): Promise<{
  page: { items: readonly T[]; nextCursor: string | null; newCount?: number; asOf?: string };
  filterErrors?: Readonly<Record<string, string>>;
}> {
  try {
    return {
      page: await load<{ items: T[]; nextCursor: string | null; newCount?: number; asOf?: string }>(request, path),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length) {
      return { page: { items: [], nextCursor: null }, filterErrors: error.fields };
    }
    throw error;
  }
}

/** A query string of the non-empty entries (filters, cursor) in a stable order. */
export function query(entries: Iterable<[string, string]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value.trim()) params.set(name, value.trim());
  const text = params.toString();
  return text ? `?${text}` : "";
}
