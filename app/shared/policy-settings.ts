/**
 * The settings the built pages state (decision 023): the privacy policy's retention periods and server logs
 * (content/legal.ts) and the application form's consent text. The build reads them with this, through the
 * server's own schema (server/config.ts parses these three variables with the schemas below), and records them in
 * the site manifest (scripts/build/postbuild.ts); the server refuses to start when its own differ
 * (policySettingProblems), so the published text cannot drift from what it does.
 */
import { z } from "zod";
import { APPLICATION_RETENTION, RATE_LIMIT_WINDOW_DEFAULT_MS } from "../../content/retention";
import { ConfigError, problemsOf, processEnv, wholeNumber, type Env } from "./environment";

/** Which requests get access-log lines (at level info): none, all, or one in `every` (ACCESS_LOG). */
export type AccessLog = { readonly kind: "off" | "all" } | { readonly kind: "sample"; readonly every: number };

/** The three variables' schemas, as the server's configuration parses them. */
export const policyVariables = z.object({
  ACCESS_LOG: z
    .string()
    .transform((value, context): AccessLog => {
      if (value === "off" || value === "all") return { kind: value };
      const every = /^sample:(\d+)$/.exec(value)?.[1];
      if (every !== undefined && Number(every) >= 1 && Number(every) <= 1_000_000)
        return { kind: "sample", every: Number(every) };
      context.issues.push({
        code: "custom",
        input: value,
        message: "not an access-log setting; expected off, all, or sample:N (one request in N, N from 1 to 1000000)",
      });
      return { kind: "off" };
    })
    .default({ kind: "all" }),
  APPLICATION_RETENTION_DAYS: wholeNumber(APPLICATION_RETENTION.defaultDays, {
    min: APPLICATION_RETENTION.minDays,
    max: APPLICATION_RETENTION.maxDays,
    what: "a number of days",
  }),
  RATE_LIMIT_WINDOW_MS: wholeNumber(RATE_LIMIT_WINDOW_DEFAULT_MS, { min: 1, what: "milliseconds" }),
});

const POLICY_VARIABLES = ["APPLICATION_RETENTION_DAYS", "ACCESS_LOG", "RATE_LIMIT_WINDOW_MS"] as const;
export type PolicyVariable = (typeof POLICY_VARIABLES)[number];

/** The settings, as the server's configuration holds them (server/config.ts, ServerConfig). */
export interface PolicySettings {
  /** Job applications and their CVs are deleted this many days after they arrive. */
  readonly applicationRetentionDays: number;
  /** Which requests get access-log lines. */
  readonly accessLog: AccessLog;
  /** The forms' rate-limit window. */
  readonly rateLimitWindowMs: number;
}

/** The policy's settings from the environment (at build), parsed as the server parses them; throws a ConfigError. */
export function readPolicySettings(env: Env = processEnv()): PolicySettings {
  const input = Object.fromEntries(POLICY_VARIABLES.map((name) => [name, env[name] === "" ? undefined : env[name]]));
  const result = policyVariables.safeParse(input);
  if (!result.success) throw new ConfigError([...problemsOf(result.error, input).values()]);
  return {
    applicationRetentionDays: result.data.APPLICATION_RETENTION_DAYS,
    accessLog: result.data.ACCESS_LOG,
    rateLimitWindowMs: result.data.RATE_LIMIT_WINDOW_MS,
  };
}

/** The settings as the site manifest records them: each variable's value, written as an operator would set it. */
export function policySettingValues(settings: PolicySettings): Record<PolicyVariable, string> {
  const { accessLog } = settings;
  return {
    APPLICATION_RETENTION_DAYS: String(settings.applicationRetentionDays),
    ACCESS_LOG: accessLog.kind === "sample" ? `sample:${accessLog.every}` : accessLog.kind,
    RATE_LIMIT_WINDOW_MS: String(settings.rateLimitWindowMs),
  };
}

/**
 * One line per setting of the server that differs from what the build recorded (`built`, from the site manifest):
 * the pages would state another retention period or log than the server's. Empty when they agree.
 */
export function policySettingProblems(config: PolicySettings, built: Readonly<Record<string, string>>): string[] {
  const running = policySettingValues(config);
  return POLICY_VARIABLES.flatMap((name) => {
    const stated = built[name];
    if (stated === running[name]) return [];
    if (stated === undefined)
      return [
        `${name}: the build records no value for it, so its privacy policy may state another; run "npm run build"`,
      ];
    return [
      `${name}=${JSON.stringify(running[name])} differs from ${JSON.stringify(stated)}, the value the built privacy policy states; run the server with ${name}=${stated}, or rebuild with ${name}=${running[name]}`,
    ];
  });
}
