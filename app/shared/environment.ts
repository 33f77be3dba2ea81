/**
 * Reading settings from environment variables, shared by the server's configuration (server/config.ts) and the
 * settings the build states in the pages (policy-settings.ts): one zod schema per variable, and one line per bad
 * variable when they do not parse. No Node types here: the build-time code that reads the policy settings is
 * type-checked with the browser code (tsconfig.vite.json).
 */
import { z } from "zod";

/** Environment variables, as `process.env` holds them. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The running process's environment. Loaders, the `*.server` modules and the content they read run in Node at
 * build (prerender), yet they are compiled with the browser code, without Node's types: they ask for the
 * environment here. In a browser there is no `process`, and this throws as `process.env` would.
 */
export const processEnv = (): Env => (globalThis as unknown as { process: { env: Env } }).process.env;

/** Node's timers take at most 2^31 − 1 ms (about 24.8 days); a longer delay would fire after 1 ms. */
export const MAX_TIMER_MS = 2_147_483_647;
/** Variables whose values are credentials: an error names them but never prints the value. */
const SECRET_VARIABLES = new Set(["APP_SECRET", "APP_SECRET_PREVIOUS", "DATABASE_URL", "SMTP_URL"]);

/** A whole number (digits only) from `min` to `max`; `belowMin` explains why a smaller value is refused. */
export function wholeNumber(
  fallback: number,
  options: { min?: number; max?: number; what?: string; belowMin?: string } = {},
) {
  const { min = 0, max = MAX_TIMER_MS, what = "a whole number" } = options;
  const expected = `expected ${what} from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, `not a whole number; ${expected}`)
    .transform(Number)
    .refine((value) => value >= min, `${options.belowMin ?? `below ${min}`}; ${expected}`)
    .refine((value) => value <= max, `above ${max}; ${expected}`)
    .default(fallback);
}

/** Bad environment variables, one line each in `problems`. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `invalid environment variable${problems.length > 1 ? "s" : ""}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

/** `NAME="value": problem; expected …`, without the value of a credential; a long value is cut. */
export function describeProblem(name: string, value: string | undefined, message: string): string {
  const shown =
    value === undefined
      ? " (unset)"
      : SECRET_VARIABLES.has(name)
        ? " (value hidden)"
        : `=${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value)}`;
  return `${name}${shown}: ${message}`;
}

/** One line per bad variable (the first issue of each). */
export function problemsOf(
  error: z.ZodError | undefined,
  input: Record<string, string | undefined>,
): Map<string, string> {
  const problems = new Map<string, string>();
  for (const issue of error?.issues ?? []) {
    const name = String(issue.path[0]);
    if (!problems.has(name)) problems.set(name, describeProblem(name, input[name], issue.message));
  }
  return problems;
}
